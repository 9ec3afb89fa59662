import * as yup from 'yup';

/** Spec §9: the migration code has 6 digits. */
export const MIGRATION_OTP_LENGTH = 6;
/** Spec §5/§8: a migration code shorter than 6 characters. */
export const OTP_NOT_VALID = 'Enter valid OTP';

export interface MigrationOtpValues {
  otp: string;
}

/** The migration code: exactly 6 digits, anything else 'Enter valid OTP'. */
export const migrationOtpSchema: yup.ObjectSchema<MigrationOtpValues> = yup.object({
  otp: yup
    .string()
    .default('')
    .test('otp', OTP_NOT_VALID, (value) => new RegExp(`^\\d{${MIGRATION_OTP_LENGTH}}$`).test(value.trim())),
});
