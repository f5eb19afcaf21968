// The service client's public surface. Import from "src/api" rather than from its modules.
export { ServiceClient, sharePaceAcrossPanes, type CallArgument, type ServiceClientOptions } from "./client";
export { browserSharedPace, paceKey, sharedPace, type SharedPace, type SharedPaceOptions, type SharedSlot } from "./sharedPace";
export { ServiceTime } from "./serviceTime";
export { inProcessLocks, paneLocks, type PaneLocks } from "./crossPane";
export {
  RefreshingCredentials,
  staticToken,
  type AccessToken,
  type CredentialsProvider,
  type RefreshingCredentialsOptions,
} from "./credentials";
export {
  AmountBelowMinimumError,
  InvalidParametersError,
  isServiceError,
  PaymentAuthenticationRequiredError,
  PaymentFailedError,
  RateLimitedError,
  ServiceError,
  TopUpTooSoonError,
  type ServiceErrorKind,
} from "./errors";
export { RequestScheduler, type PacingOptions, type Priority, type SchedulerOptions, type SchedulerStats } from "./scheduler";
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry";
export { RESULT_FORMATS, defaultResultFileName, fileNameFromContentDisposition, type DownloadOptions } from "./download";
export { uploadProblems } from "./documents";
export { parseServiceDate } from "./parse";
export type * from "./types";
