import { z } from 'zod';
import { authMessages, MIN_PASSWORD_LENGTH } from './auth-rules';

// Form schemas of the account pages. The server enforces the same rules through Better Auth.
const email = z.email({ message: authMessages.invalidEmail });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { message: authMessages.passwordRequired }),
});

const newPasswordFields = {
  password: z.string().min(MIN_PASSWORD_LENGTH, { message: authMessages.passwordTooShort }),
  confirmPassword: z.string(),
};

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

export const signUpSchema = z
  .object({ email, ...newPasswordFields })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: authMessages.passwordsDoNotMatch });

export const resetPasswordSchema = z
  .object(newPasswordFields)
  .refine(passwordsMatch, { path: ['confirmPassword'], message: authMessages.passwordsDoNotMatch });

export const forgotPasswordSchema = z.object({ email });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
