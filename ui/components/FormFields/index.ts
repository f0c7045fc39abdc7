export { ChoiceGroup, type ChoiceGroupProps, TextInput, type TextInputProps } from './FormFields';
