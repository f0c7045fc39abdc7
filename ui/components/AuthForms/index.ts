export { LoginForm, type LoginFormProps } from './LoginForm';
export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export { SetPasswordForm, type SetPasswordFormProps } from './SetPasswordForm';
export { SentNotice } from './SentNotice';
export { FormNotice } from './FormNotice';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { authMessages, type AuthFormName, type AuthFormState } from './messages';
export { passwordStrength, type Strength } from './password-hint';
