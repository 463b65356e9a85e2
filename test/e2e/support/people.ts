/**
 * Fresh people for a journey that must not share demo accounts with the others: an account in
 * the product's Auth Emulator and its user record, made through the product's own API, and the
 * calls a journey makes on their behalf before the browser takes over.
 */
import { signUpInAuthEmulator } from '@tools/authEmulator';

import { productUrl } from './browser';
import { uniqueEmail } from './journeys';

export interface Person {
  name: string;
  email: string;
  password: string;
  idToken: string;
}

const PASSWORD = 'Journey-pass1';

function emulatorHost(): string {
  const host = process.env.COINWORK_E2E_EMULATOR_HOST;
  if (!host) throw new Error('The journeys need the Auth Emulator started by the e2e globalSetup.');
  return host;
}

/** Calls the product's API as `person`; fails on anything but a 2xx answer. */
export async function callApi<T>(
  person: Person,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(productUrl(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${person.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A new person with a `role` record, signed up as a visitor would. */
export async function newPerson(role: 'buyer' | 'worker', name: string): Promise<Person> {
  // Letters of the name joined by dots, none at either end (a name ending in digits would
  // otherwise give `..` in the address, which is not a valid e-mail).
  const email = uniqueEmail(
    name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.+|\.+$/g, ''),
  );
  const { idToken } = await signUpInAuthEmulator(emulatorHost(), {
    email,
    password: PASSWORD,
    displayName: name,
  });
  const person = { name, email, password: PASSWORD, idToken };
  await callApi(person, 'POST', '/users', { name, email, photo: '', role });
  return person;
}

/** The buyer posts a one-worker task; answers its id. */
export async function postTask(buyer: Person, title: string, pay: number): Promise<string> {
  const { insertedId } = await callApi<{ insertedId: string }>(buyer, 'POST', '/tasks', {
    task_title: title,
    task_detail: 'Follow the steps in the brief and keep the proof.',
    required_workers: 1,
    payable_amount: pay,
    completion_date: '2030-06-30',
    submission_info: 'A link to your proof.',
    task_image_url: '/images/demo/tasks/community.svg',
  });
  return insertedId;
}

/** The worker submits work for the task. */
export async function submitWork(worker: Person, taskId: string, details: string): Promise<void> {
  await callApi(worker, 'POST', '/submissions', { task_id: taskId, submission_details: details });
}
