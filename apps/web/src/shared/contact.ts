// Contact fields of a person on file: an e-mail address, and phone numbers as people type them
// ("(555) 123-4567", "+1 555.123.4567", "555-123-4567 ext. 12").
import { z } from "zod";

/** Digits, spaces, + - ( ) and dots, then an optional "ext"/"x" extension; at least 7 digits before it. */
const PHONE = /^(\+?[\d\s().-]+?)(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;

const isPhoneNumber = (value: string): boolean => {
  const match = PHONE.exec(value);
  return !!match && (match[1]!.match(/\d/g)?.length ?? 0) >= 7;
};

/** An optional phone number: blank or absent → null; anything else must read as a phone number. */
export const optionalPhone = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === "" || isPhoneNumber(v), "must be a phone number, like (555) 123-4567")
  .nullish()
  .transform((v) => (v ? v : null));

/** An optional e-mail address: blank or absent → null. */
export const optionalEmail = z
  .email("must be an e-mail address")
  .max(320)
  .nullish()
  .or(z.literal(""))
  .transform((v) => v || null);
