/** A registration the host refuses: an unknown point or id, or two plugins claiming one id. */
export class RegistrationError extends Error {
  constructor(
    message: string,
    /** Every plugin involved, so the report can name both sides of a conflict. */
    readonly plugins: readonly string[],
  ) {
    super(message);
    this.name = 'RegistrationError';
  }
}
