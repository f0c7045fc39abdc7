export { ChoiceGroup, type ChoiceGroupProps, EmailInput, type EmailInputProps, TextInput, type TextInputProps } from './FormFields';
export { invalidEmailMessage } from './messages';
