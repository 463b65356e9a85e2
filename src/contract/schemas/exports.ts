/**
 * CSV exports (docs/product.md#exports): each takes its table's sort and filter. The answer is a
 * file, not JSON, so it has no schema here; its errors are the usual `{ message }`.
 */
import { Type } from '@sinclair/typebox';

import { EXPORT_MAX_ROWS, EXPORTS_AT_ONCE } from '../tables';
import { tableQueryFields } from './tables';

export const PaymentsExportQuerySchema = Type.Object(tableQueryFields('payments'));
export const MySubmissionsExportQuerySchema = Type.Object(tableQueryFields('mySubmissions'));
export const UsersExportQuerySchema = Type.Object(tableQueryFields('users'));
export const ManageTasksExportQuerySchema = Type.Object(tableQueryFields('manageTasks'));
export const WithdrawalsExportQuerySchema = Type.Object(tableQueryFields('withdrawals'));
export const AppealsExportQuerySchema = Type.Object(tableQueryFields('appeals'));

export const CSV_FILE_DESCRIPTION = `Answers a CSV file (text/csv, UTF-8) with a header row and dates in ISO 8601. Cells that begin with =, +, -, @, a tab or a carriage return start with a single quote, so a spreadsheet does not run them as formulas. An account has at most ${EXPORTS_AT_ONCE} exports under way at once (429 beyond), and an export at most ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows (422 beyond): both are refused before the first byte.`;
