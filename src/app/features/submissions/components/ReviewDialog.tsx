/**
 * The dialog of every step of a submission's review that asks for words before anything is sent
 * (docs/money.md#the-submission-lifecycle): rejecting, asking for changes, upholding, paying the
 * worker, appealing, resubmitting. Each is a configuration of it (`reviewDialog`): its copy, its
 * fields with the contract's rules, checked as the server checks them, and what it sends. A
 * field's message shows once it has been left or sending was tried; that try moves the focus to the
 * first field to fix. Every opening starts without messages and, unless the configuration keeps
 * the draft, with the fields as they first were.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { FieldValidator } from 'final-form';
import {
  type FocusEvent,
  type FormEvent,
  type RefCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Field, Form, useForm } from 'react-final-form';

import { REVIEW_TEXT_LENGTH, validateReviewText } from '@contract/review';
import { fieldError } from '@app/components/form/fieldError';
import { FormTextField } from '@app/components/form/FormTextField';

interface FieldBase<Name extends string> {
  name: Name;
  label: string;
  /** Said under the field while it shows no message. */
  help?: string;
  /** The contract's rule; a field with a rule is required. */
  validate?: FieldValidator<string>;
}

/** Words typed on a few lines. */
interface TextFieldConfig<Name extends string> extends FieldBase<Name> {
  minRows: number;
  maxLength: number;
}

/** One of a list, as radio buttons. */
interface ChoiceFieldConfig<Name extends string> extends FieldBase<Name> {
  choices: readonly string[];
}

export type ReviewField<Name extends string> = TextFieldConfig<Name> | ChoiceFieldConfig<Name>;

/** The words of a review (a note, a comment, a statement), at the contract's lengths. */
export function reviewText<Name extends string>(
  field: { name: Name; label: string; help: string },
  /** The contract's message for words too short. */
  tooShort: string,
): TextFieldConfig<Name> {
  return {
    ...field,
    validate: (text) => validateReviewText(text, tooShort),
    minRows: 3,
    maxLength: REVIEW_TEXT_LENGTH.max,
  };
}

/** What the screen that opens a review dialog always gives it. */
interface OpenProps {
  open: boolean;
  onCancel: () => void;
}

export interface ReviewDialogConfig<Props extends OpenProps, Name extends string> {
  copy: { title: string; cancel: string; confirm: string };
  /** What the step does, under the title: the dialog's description. */
  describe: (props: Props) => readonly string[];
  fields: readonly ReviewField<Name>[];
  /** The fields' first values (empty unless given). */
  start?: (props: Props) => Partial<Record<Name, string>>;
  /** What was typed stays when the dialog is cancelled and opened again. */
  keepsDraft?: boolean;
  confirmColor?: 'error' | 'success';
  /** Called once every field keeps its rule, with each field's text, trimmed. */
  send: (props: Props, text: (name: Name) => string) => void;
}

type Values = Record<string, string | undefined>;

/** The dialog a configuration describes, for the screen to open with its own props. */
export function reviewDialog<Props extends OpenProps, const Name extends string>(
  config: ReviewDialogConfig<Props, Name>,
) {
  return function ReviewDialog(props: Props) {
    const { open, onCancel } = props;
    const titleId = useId();
    const descriptionId = useId();
    const inputs = useRef(new Map<string, HTMLElement>());
    // Taken once: a draft being typed is not replaced when the screen's data is read again.
    const [initialValues] = useState(() => config.start?.(props));
    const description = config.describe(props);
    const inputRef = (name: string) => (element: HTMLElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    };

    return (
      <Form<Values>
        initialValues={initialValues}
        onSubmit={(values) => config.send(props, (name) => (values[name] ?? '').trim())}
        render={({ handleSubmit, form }) => {
          const submit = (event: FormEvent<HTMLFormElement>) => {
            void handleSubmit(event);
            const { errors = {} } = form.getState();
            const toFix = config.fields.find(({ name }) => errors[name] !== undefined);
            if (toFix) inputs.current.get(toFix.name)?.focus();
          };
          return (
            <>
              <NewDraftOnOpening open={open} keepsDraft={config.keepsDraft === true} />
              <Dialog
                open={open}
                onClose={onCancel}
                aria-labelledby={titleId}
                aria-describedby={description
                  .map((_, index) => `${descriptionId}-${index}`)
                  .join(' ')}
                fullWidth
                maxWidth="sm"
              >
                <form noValidate onSubmit={submit}>
                  <DialogTitle id={titleId}>{config.copy.title}</DialogTitle>
                  <DialogContent>
                    {description.map((text, index) => (
                      <DialogContentText
                        key={text}
                        id={`${descriptionId}-${index}`}
                        sx={{ overflowWrap: 'anywhere', mt: index > 0 ? 1 : 0 }}
                      >
                        {text}
                      </DialogContentText>
                    ))}
                    <Stack spacing={2.5} sx={{ pt: 2.5 }}>
                      {config.fields.map((field) => (
                        <ReviewFieldInput
                          key={field.name}
                          field={field}
                          ref={inputRef(field.name)}
                        />
                      ))}
                    </Stack>
                  </DialogContent>
                  <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
                    <Button onClick={onCancel}>{config.copy.cancel}</Button>
                    <Button
                      type="submit"
                      variant="contained"
                      color={config.confirmColor ?? 'primary'}
                    >
                      {config.copy.confirm}
                    </Button>
                  </DialogActions>
                </form>
              </Dialog>
            </>
          );
        }}
      />
    );
  };
}

/**
 * Every opening starts without messages, with the draft as it was left or as it first was. It
 * runs before the opened dialog is painted, so no message of the last opening shows.
 */
function NewDraftOnOpening({ open, keepsDraft }: { open: boolean; keepsDraft: boolean }) {
  const form = useForm();
  useLayoutEffect(() => {
    if (open) form.restart(keepsDraft ? form.getState().values : undefined);
  }, [form, open, keepsDraft]);
  return null;
}

interface ReviewFieldProps<Field> {
  field: Field;
  /** The element focused when the field is to be fixed. */
  ref: RefCallback<HTMLElement>;
}

function ReviewFieldInput<Name extends string>({
  field,
  ref,
}: ReviewFieldProps<ReviewField<Name>>) {
  if ('choices' in field) return <ChoiceField field={field} ref={ref} />;
  return (
    <FormTextField
      name={field.name}
      label={field.label}
      helperText={field.help}
      validate={field.validate}
      required={field.validate !== undefined}
      fullWidth
      multiline
      minRows={field.minRows}
      inputRef={ref}
      slotProps={{ htmlInput: { maxLength: field.maxLength } }}
    />
  );
}

/** Its first choice is focused when it is to be fixed. */
function ChoiceField<Name extends string>({
  field,
  ref,
}: ReviewFieldProps<ChoiceFieldConfig<Name>>) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Field<string> name={field.name} validate={field.validate}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const leave = (event: FocusEvent<HTMLElement>) => {
          // Moving between the choices stays in the field.
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next))) input.onBlur();
        };
        return (
          <FormControl
            component="fieldset"
            required={field.validate !== undefined}
            error={error !== undefined}
            onBlur={leave}
          >
            <FormLabel component="legend" id={labelId}>
              {field.label}
            </FormLabel>
            <RadioGroup
              name={field.name}
              aria-labelledby={labelId}
              value={input.value}
              onChange={(_event, value) => input.onChange(value)}
              aria-required={field.validate !== undefined}
              aria-invalid={error !== undefined}
              aria-describedby={error ? errorId : undefined}
            >
              {field.choices.map((choice, index) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio slotProps={{ input: { ref: index === 0 ? ref : undefined } }} />}
                  label={choice}
                />
              ))}
            </RadioGroup>
            {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    </Field>
  );
}
