/**
 * Times of day as 24-hour hh:mm, the same in every language (the portal's cards and the wire use
 * them): what the time field shows while a user types, and how a short entry is completed.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A complete, valid hh:mm. */
export function isTime(text: string): boolean {
  return TIME.test(text);
}

/**
 * What the field shows for what was typed: digits and one colon, the colon put in after the hour
 * ("0630" → "06:30"), an hour that can only be one digit padded ("7" → "07", "7:" → "07:").
 */
export function typedTime(text: string): string {
  const cleaned = text.replace(/[^\d:]/g, '');
  const colon = cleaned.indexOf(':');
  if (colon >= 0) {
    const hours = cleaned.slice(0, colon).replace(/\D/g, '').slice(-2);
    const minutes = cleaned.slice(colon + 1).replace(/\D/g, '').slice(0, 2);
    if (hours === '') return minutes === '' ? '' : `00:${minutes}`;
    return `${hours.padStart(2, '0')}:${minutes}`;
  }
  let digits = cleaned.slice(0, 4);
  if (digits !== '' && digits[0]! > '2') digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** Completes a short entry when the field is left: "7" → "07:00", "07:3" → "07:30"; anything else as it is. */
export function completedTime(text: string): string {
  const typed = typedTime(text);
  if (typed === '') return '';
  const [hours = '', minutes = ''] = typed.split(':');
  const done = `${hours.padStart(2, '0')}:${minutes.padEnd(2, '0')}`;
  return isTime(done) ? done : text;
}
