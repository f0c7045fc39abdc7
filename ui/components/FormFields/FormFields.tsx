'use client';

import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, FieldError, Input, Label, Radio, RadioGroup, Text, TextArea, TextField, type TextFieldProps, type ValidationResult } from 'react-aria-components';
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration';
import * as forms from '../../theme/forms.css';
import { invalidEmailMessage } from './messages';

export interface TextInputProps extends Omit<TextFieldProps, 'children' | 'className'> {
  /** The visible label, which also names the field. */
  label: string;
  /** The message under the field when it is not valid (a string, or one per kind of problem). */
  error: string | ((validation: ValidationResult) => string | undefined);
  /** A hint under the field. @default undefined */
  description?: ReactNode;
  /** A multi-line box. @default false */
  multiline?: boolean;
  /** An example of what to write; never instead of the label. */
  placeholder?: string;
}

/**
 * A labelled text field with its error message under it, as every Cuib form draws it. Put it in a
 * react-aria `Form`: the browser's checks show their message after a submit, and the form's
 * `validationErrors` (the backend's refusals, by field name) show at once.
 */
export function TextInput({ label, error, description, multiline = false, placeholder, value, defaultValue, onChange, autoFocus, ...props }: TextInputProps) {
  // What is typed before the page has hydrated stays, and keeps the focus (see the hook); a caller's own value wins.
  const typed = useTypedBeforeHydration<HTMLInputElement & HTMLTextAreaElement>(defaultValue, onChange, autoFocus);
  const controlled = value !== undefined;
  return (
    <TextField {...props} value={controlled ? value : typed.value} onChange={controlled ? onChange : typed.onChange} className={forms.field}>
      <Label className={forms.label}>{label}</Label>
      {multiline ? (
        <TextArea ref={typed.inputRef} className={forms.textArea} placeholder={placeholder} />
      ) : (
        <Input ref={typed.inputRef} className={forms.input} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={forms.hint}>
          {description}
        </Text>
      )}
      <FieldError className={forms.error}>{error}</FieldError>
    </TextField>
  );
}

export interface EmailInputProps extends Omit<TextInputProps, 'error' | 'name' | 'type' | 'label' | 'autoComplete'> {
  /** Said when what was typed is not an address. @default invalidEmailMessage */
  invalidMessage?: string;
}

/**
 * The e-mail field of every personal form: required, the browser's own checks said in Romanian,
 * and the backend's message for `email` (the form's `validationErrors`) when it refused it.
 */
export function EmailInput({ invalidMessage = invalidEmailMessage, ...props }: EmailInputProps) {
  return (
    <TextInput
      {...props}
      name="email"
      type="email"
      label="E-mail"
      autoComplete="email"
      isRequired
      error={({ validationDetails, validationErrors }) =>
        validationDetails.valueMissing ? 'Scrie adresa de e-mail.' : validationDetails.typeMismatch ? invalidMessage : validationErrors.join(' ')
      }
    />
  );
}

export interface ChoiceGroupProps {
  /** The form field's name; the chosen option's `id` is its value. */
  name: string;
  /** The question the choice answers, which names the group. */
  label: string;
  /** The choices, in the order shown. */
  options: readonly { id: string; label: string }[];
  /** Said when a required choice was not made. */
  error: string;
  /** @default false */
  isRequired?: boolean;
}

/** A required-or-not single choice drawn as radio buttons. */
export function ChoiceGroup({ name, label, options, error, isRequired = false }: ChoiceGroupProps) {
  return (
    <RadioGroup className={forms.fieldset} name={name} isRequired={isRequired}>
      <Label className={forms.label}>{label}</Label>
      {options.map((option) => (
        <Radio key={option.id} value={option.id} className={forms.radio}>
          <span className={forms.radioDot} aria-hidden="true" />
          {option.label}
        </Radio>
      ))}
      <FieldError className={forms.error}>{error}</FieldError>
    </RadioGroup>
  );
}

export interface RequiredCheckboxProps {
  name: string;
  value: string;
  defaultSelected?: boolean;
  /** Said under the box when it was left unticked (or the backend refused it). */
  error: string;
  /** The box's label; it may hold links (the terms). */
  children: ReactNode;
}

/**
 * A box that must be ticked (the terms): left unticked, the form's submit marks it invalid, moves
 * the focus to it and shows the error under it, which the box's description announces. React
 * Aria's CheckboxField carries the error; its bare Checkbox has no place for one.
 */
export function RequiredCheckbox({ name, value, defaultSelected, error, children }: RequiredCheckboxProps) {
  return (
    <CheckboxField className={forms.field} name={name} value={value} isRequired defaultSelected={defaultSelected}>
      <CheckboxButton className={forms.checkbox}>
        <span className={forms.box} aria-hidden="true" />
        <span>{children}</span>
      </CheckboxButton>
      <FieldError className={forms.error}>{error}</FieldError>
    </CheckboxField>
  );
}
