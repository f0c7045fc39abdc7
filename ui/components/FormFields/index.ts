export { ChoiceGroup, type ChoiceGroupProps, EmailInput, type EmailInputProps, RequiredCheckbox, type RequiredCheckboxProps, TextInput, type TextInputProps } from './FormFields';
export { invalidEmailMessage } from './messages';
