// Cancellation helpers shared by the client's modules: every wait the client does can be cut short by an
// AbortSignal, and a cancelled call always ends in the client's own error (kind "aborted").
import { t } from "../i18n/messages";
import { ServiceError } from "./errors";

export function abortedError(signal?: AbortSignal): ServiceError {
  return new ServiceError("aborted", t("errors.http.aborted"), signal?.reason === undefined ? {} : { cause: signal.reason });
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortedError(signal);
}

/** Timers the client uses; tests may pass fakes, and the defaults follow jest's fake timers when installed. */
export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `ms`, or rejects with an "aborted" ServiceError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal, timers: Timers = systemTimers): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(signal));
    const onAbort = (): void => {
      timers.clearTimeout(handle);
      reject(abortedError(signal));
    };
    const handle = timers.setTimeout(
      () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** `promise`, or an "aborted" rejection as soon as `signal` aborts (the promise itself keeps running). */
export function raceAbort<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortedError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(abortedError(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
