export type PermissionStatus = 'pending' | 'granted' | 'denied';

/** What a denied control does: disappear, or stay visible but disabled. */
export type ControllerType = 'hidden' | 'disabled';

export interface PermissionState {
  readonly status: PermissionStatus;
  readonly controllerType: ControllerType;
}

/** Delay that gathers the codes of one screen into one check (spec 1 section 9). */
export const PERMISSION_BATCH_DELAY_MS = 500;

/** Batched, cached permission checks (spec 1 section 6). TYPES.PermissionChecker. */
export interface PermissionChecker {
  /** The known state of a code, 'pending' until its check has answered; observable. */
  state(code: string): PermissionState;
  /** Asks for a code (batched with the others asked within the delay); answers from the cache after. */
  check(code: string): Promise<PermissionState>;
  /** A mixed tenant sees no permission-wrapped content at all. */
  readonly mixedTenant: boolean;
}
