import { FORBIDDEN_STATE_KEY } from './session-keys';
import type { SessionErrorState } from './session-store';

/** Keeps the error state for /pub/forbidden across the navigation (and a reload of that page). */
export function saveForbiddenState(state: SessionErrorState): void {
  sessionStorage.setItem(FORBIDDEN_STATE_KEY, JSON.stringify(state));
}

export function readForbiddenState(): SessionErrorState | undefined {
  const raw = sessionStorage.getItem(FORBIDDEN_STATE_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SessionErrorState>;
    if (typeof value.message !== 'string') return undefined;
    return typeof value.status === 'number' ? { status: value.status, message: value.message } : { message: value.message };
  } catch {
    return undefined;
  }
}
