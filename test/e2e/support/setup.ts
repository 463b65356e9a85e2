jest.setTimeout(120_000);

// A journey drives a real browser against real services on a shared machine; a failure is
// retried twice and its first error is still printed. "A wrong password shows Login Failed"
// has failed about once in five runs: the 1.5 s alert can be missed or enqueued before the
// lazily loaded snackbar host mounts — to be fixed at its root (queue alerts until the host
// is mounted), not here.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
