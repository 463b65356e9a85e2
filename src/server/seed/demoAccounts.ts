/**
 * The demo accounts `npm start` creates (invented people). Fixed identity-provider uids let
 * a restart find them again; every account shares one password so the banner stays short.
 */
import type { Role } from '@contract/entities';

export const DEMO_PASSWORD = 'Coinwork@2025';

export interface DemoAccount {
  uid: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  photo: string;
}

const account = (
  uid: string,
  name: string,
  email: string,
  role: Role,
  photo: string,
): DemoAccount => ({
  uid,
  name,
  email,
  password: DEMO_PASSWORD,
  role,
  photo: `/images/demo/people/${photo}.svg`,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('demo-admin-ada', 'Ada Okafor', 'admin@coinwork.example', 'admin', 'ada'),
  account('demo-buyer-priya', 'Priya Raman', 'priya@coinwork.example', 'buyer', 'priya'),
  account('demo-buyer-tomas', 'Tomas Lindqvist', 'tomas@coinwork.example', 'buyer', 'tomas'),
  account('demo-buyer-hana', 'Hana Sato', 'hana@coinwork.example', 'buyer', 'hana'),
  account('demo-worker-kwame', 'Kwame Mensah', 'kwame@coinwork.example', 'worker', 'kwame'),
  account('demo-worker-lucia', 'Lucia Ferraro', 'lucia@coinwork.example', 'worker', 'lucia'),
  account('demo-worker-noor', 'Noor Haddad', 'noor@coinwork.example', 'worker', 'noor'),
  account('demo-worker-mateo', 'Mateo Silva', 'mateo@coinwork.example', 'worker', 'mateo'),
  account('demo-worker-ines', 'Ines Duarte', 'ines@coinwork.example', 'worker', 'ines'),
];

export function demoAccount(uid: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.uid === uid);
  if (!found) throw new Error(`No demo account ${uid}`);
  return found;
}
