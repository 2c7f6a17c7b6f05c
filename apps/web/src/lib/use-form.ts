import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from 'react';

/** Errors by field, as the form's validator returns them: a field is in error when it has an entry. */
export type FieldErrors = Readonly<Record<string, unknown>>;

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/**
 * What focus-the-first-error looks for, in document order: a control marked invalid (the field
 * components set `aria-invalid`), or a message block that stands for a group of fields.
 */
export const ERROR_TARGET = '[aria-invalid="true"], [data-error-anchor]';

/** The fields holding text (bound to inputs by `bind`). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export type UseFormOptions<V, E extends FieldErrors> = {
  initial: V;
  /** The domain rules adapted to the form's values (`checkLeave`, `checkReport`...): errors by field. */
  validate: (values: V) => E;
  /** Shown until the first submit (a refused action's answer, a file checked as soon as it is picked). */
  initialErrors?: Partial<E> | undefined;
};

export type Form<V, E extends FieldErrors> = {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** Sets one value (the errors follow at once once the user has tried to send). */
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  /** The errors shown: `initialErrors` before the first submit, then the validator's on every change. */
  errors: Partial<E>;
  submitted: boolean;
  /** True while the promise returned by the submit handler is pending. */
  busy: boolean;
  /** For the `<form>` element: where the first error is looked for. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * The `onSubmit` handler: validates (and `extraCheck`, for what the form shows outside its values),
   * focuses the first field in error, or calls `onValid` with the values as typed.
   */
  handleSubmit: (
    onValid: (values: V) => void | Promise<void>,
    extraCheck?: () => boolean,
  ) => (e: FormEvent) => void;
  /** The `<form>`'s own props: its ref, no browser validation, `handleSubmit(onValid, extraCheck)`. */
  formProps: (
    onValid: (values: V) => void | Promise<void>,
    extraCheck?: () => boolean,
  ) => { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (e: FormEvent) => void };
  /** An input's name, value and change handler for a text field. */
  bind: <K extends TextKey<V>>(
    name: K,
  ) => { name: K; value: string; onChange: (e: { target: { value: string } }) => void };
};

/**
 * The one form mechanism of the app's editors: the values as typed (never cleared on an error),
 * checked on submit and then again on each change, with focus on the first field in error.
 * Kept small rather than a form library: the lazy routes stay light and `/login` stays plain.
 */
export const useForm = <V, E extends FieldErrors>({
  initial,
  validate,
  initialErrors,
}: UseFormOptions<V, E>): Form<V, E> => {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // after the render that shows the errors, so the focused field is already marked invalid
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>(ERROR_TARGET)?.focus();
  }, [focusTick]);

  const errors: Partial<E> = submitted ? validate(values) : (initialErrors ?? {});

  const handleSubmit =
    (onValid: (values: V) => void | Promise<void>, extraCheck?: () => boolean) => (e: FormEvent) => {
      e.preventDefault();
      setSubmitted(true);
      const extraOk = extraCheck ? extraCheck() : true;
      if (!extraOk || hasErrors(validate(values))) {
        setFocusTick((n) => n + 1);
        return;
      }
      const out = onValid(values);
      if (out instanceof Promise) {
        setBusy(true);
        void out.finally(() => setBusy(false));
      }
    };

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));

  return {
    values,
    setValues,
    set,
    errors,
    submitted,
    busy,
    formRef,
    handleSubmit,
    formProps: (onValid, extraCheck) => ({
      ref: formRef,
      noValidate: true,
      onSubmit: handleSubmit(onValid, extraCheck),
    }),
    bind: (name) => ({
      name,
      value: String(values[name]),
      onChange: (e) => setValues((v) => ({ ...v, [name]: e.target.value })),
    }),
  };
};
