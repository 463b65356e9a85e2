/**
 * The bar above a table (loaded beside the table's data, see ./TableFilters): its search,
 * its status filter, a "Sort by" choice (for phones, where the headers are hidden, or always for a
 * list of cards), "Clear filters" once any filter is set, and room for the table's exports. It
 * wraps onto several lines on a phone. Native selects keep the screens light (no menu to load).
 */
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

import { TABLES_COPY, TASK_LIST_FILTERS_COPY } from '@contract/copy/tables';
import {
  MIN_APPROVAL_CHOICES,
  TABLE_SEARCH_MAX_LENGTH,
  TABLES,
  type SortOrder,
  type StatusOf,
  type TableName,
} from '@contract/tables';
import { HydrationGate } from '@app/components/HydrationGate';
import type { MinApproval } from '@app/hooks/useTableParams';
import { actionsSx, barPartsOf, barSx, fieldSx, searchFieldSx } from './filtersLayout';
import type { TableFiltersProps } from './TableFilters';

const choiceValue = (sort: string, order: SortOrder) => `${sort}:${order}`;

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  /** The field's layout (`fieldSx` unless told). */
  sx?: SxProps<Theme>;
}

function SelectField({ label, value, onChange, children, sx = fieldSx }: SelectFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput id={id} label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

export function TableFiltersBar<T extends TableName>(props: TableFiltersProps<T>) {
  const {
    table,
    searchLabel,
    statusLabels,
    statusLabel = TABLES_COPY.status,
    sortChoices,
    actions,
  } = props;
  const parts = barPartsOf(props);
  const searchId = useId();
  const statuses: readonly StatusOf<T>[] = TABLES[table.name].statuses;
  return (
    // Its own gate too: should its code come after React took the rest of the page over.
    <HydrationGate sx={{ display: 'flex', flexDirection: 'row', ...barSx }}>
      {searchLabel && (
        <FormControl size="small" sx={searchFieldSx}>
          <InputLabel htmlFor={searchId}>{searchLabel}</InputLabel>
          <OutlinedInput
            id={searchId}
            type="search"
            label={searchLabel}
            value={table.search}
            onChange={(event) => table.setSearch(event.target.value)}
            inputProps={{ maxLength: TABLE_SEARCH_MAX_LENGTH }}
          />
        </FormControl>
      )}
      {parts.status && statusLabels && (
        <SelectField
          label={statusLabel}
          value={table.status ?? ''}
          onChange={(value) => table.setStatus(statuses.find((status) => status === value))}
        >
          <option value="">{TABLES_COPY.all}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </SelectField>
      )}
      {parts.minApproval && (
        <SelectField
          label={TASK_LIST_FILTERS_COPY.minApproval}
          value={table.minApproval === undefined ? '' : String(table.minApproval)}
          onChange={(value) =>
            table.setMinApproval(
              MIN_APPROVAL_CHOICES.find(
                (choice): choice is MinApproval => String(choice) === value,
              ),
            )
          }
        >
          <option value="">{TASK_LIST_FILTERS_COPY.any}</option>
          {MIN_APPROVAL_CHOICES.map((choice) => (
            <option key={choice} value={String(choice)}>
              {TASK_LIST_FILTERS_COPY.percent(choice)}
            </option>
          ))}
        </SelectField>
      )}
      {parts.sortSx && sortChoices && (
        <SelectField
          label={TABLES_COPY.sortBy}
          sx={parts.sortSx}
          value={choiceValue(table.sort, table.order)}
          onChange={(value) => {
            const choice = sortChoices.find(
              (candidate) => choiceValue(candidate.sort, candidate.order) === value,
            );
            if (choice) table.sortBy(choice.sort, choice.order);
          }}
        >
          {sortChoices.map((choice) => (
            <option
              key={choiceValue(choice.sort, choice.order)}
              value={choiceValue(choice.sort, choice.order)}
            >
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
      {parts.clear && (
        <Button variant="text" onClick={table.clearFilters}>
          {TABLES_COPY.clearFilters}
        </Button>
      )}
      {actions && (
        <Stack direction="row" useFlexGap sx={actionsSx}>
          {actions}
        </Stack>
      )}
    </HydrationGate>
  );
}
