/** A phone shown masked: first 3 digits, stars, last 4 (138****5678). Short values are left alone. */
export function maskPhone(phone: string | undefined): string {
  if (!phone) return '';
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}
