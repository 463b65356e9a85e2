/** The texts of the admin's Manage Users screen (docs/product.md#routes). */
import { countText } from './lists';

export const MANAGE_USERS_COPY = {
  heading: (count: number) => `Manage Users (${countText(count)})`,
  table: 'Users',
  columns: {
    photo: 'Photo',
    name: 'Name',
    email: 'Email',
    coin: 'Coin',
    role: 'Role',
    action: 'Action',
  },
  roleOf: (name: string) => `Role of ${name}`,
  you: (name: string) => `${name} (you)`,
  deleteUser: (name: string) => `Delete ${name}`,
  loading: 'Loading the users',
  empty: 'There are no users.',
  loadFailed: 'The users could not be loaded.',
} as const;

/** The delete confirmation's title, above the spec's question. */
export const confirmDeleteTitle = (what: string) => `Delete ${what}?`;
