/**
 * The modules the client loads lazily (React.lazy, the dashboard's screens, the footer…),
 * imported ahead of a file's tests. Under jest each is transformed and evaluated on its
 * first import; on a busy machine that alone outlasted a test's timeout while the test
 * waited for a section to appear. Preloaded in a `beforeAll` with PRELOAD_TIMEOUT_MS, the
 * tests then wait only for what the screen does.
 */
import { configure } from '@testing-library/react';

export const PRELOAD_TIMEOUT_MS = 180_000;

/**
 * How long a test waits for a lazily shown section, and how long such a test may take, on a
 * busy machine (load 8–10 on 2 cores). Waits end as soon as the section is there.
 */
export const LAZY_WAIT_MS = 45_000;
export const SLOW_TEST_TIMEOUT_MS = 120_000;

/** For a file whose tests wait for lazily shown sections: generous waits and timeouts. */
export function allowForLazySections(): void {
  jest.setTimeout(SLOW_TEST_TIMEOUT_MS);
  configure({ asyncUtilTimeout: LAZY_WAIT_MS });
}

/** What every public page brings in after load: footer, snackbars, session, API cache. */
export async function preloadPublicPages(): Promise<void> {
  await Promise.all([
    import('@app/layouts/footer/SiteFooter'),
    import('@app/components/AlertSnackbars'),
    import('@app/layouts/header/SignedInAccount'),
    import('@app/providers/SessionRuntime'),
    import('@app/store/api'),
    import('@app/features/auth/pages/LoginPage'),
    import('@app/features/auth/pages/RegisterPage'),
    import('@app/routes/login'),
    import('@app/routes/register'),
    import('@app/routes/unauthorized'),
    import('@app/routes/not-found'),
  ]);
}

/** The landing page's sections below the fold. */
export async function preloadLandingSections(): Promise<void> {
  await Promise.all([
    preloadPublicPages(),
    import('@app/features/landing/components/BestWorkers'),
    import('@app/features/landing/components/FeaturedTasks'),
    import('@app/features/landing/components/HowItWorks'),
    import('@app/features/landing/components/PlatformStatistics'),
    import('@app/features/landing/components/Testimonials'),
    import('@app/features/landing/components/Faq'),
    import('@app/features/landing/components/WhyChooseUs'),
  ]);
}

/** The dashboard's frame and every role's screens. */
export async function preloadDashboard(): Promise<void> {
  await Promise.all([
    preloadPublicPages(),
    import('@app/dataRouter'),
    import('@app/layouts/dashboard/DashboardLayout'),
    import('@app/features/notifications/components/NewNotificationAlerts'),
    import('@app/layouts/dashboard/RoleGuard'),
    import('@app/routes/dashboard/index'),
    import('@app/routes/dashboard/not-found'),
    import('@app/routes/dashboard/profile'),
    import('@app/routes/dashboard/tasks/details'),
    import('@app/routes/dashboard/worker/worker-home'),
    import('@app/routes/dashboard/worker/tasks'),
    import('@app/routes/dashboard/worker/submissions'),
    import('@app/routes/dashboard/worker/withdrawals'),
    import('@app/routes/dashboard/buyer/buyer-home'),
    import('@app/routes/dashboard/buyer/add-tasks'),
    import('@app/routes/dashboard/buyer/my-tasks'),
    import('@app/routes/dashboard/buyer/purchase'),
    import('@app/routes/dashboard/buyer/payment'),
    import('@app/routes/dashboard/buyer/payment-history'),
    import('@app/routes/dashboard/admin/admin-home'),
    import('@app/routes/dashboard/admin/manage-users'),
    import('@app/routes/dashboard/admin/manage-tasks'),
    import('@app/routes/dashboard/admin/appeals'),
  ]);
}
