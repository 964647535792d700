// Rules Rushes applies on the server and in the browser alike: pure, with one dependency
// (libphonenumber-js, the world's numbering plans). The watermark rules are the one description
// of a watermark the player draws and the transcoder burns in; the transfer rules (parts in
// flight, retries, resuming, the order of files) are the web app's uploads and Rushes Transfer's.

export {
  type Annotation,
  type AnnotationProblem,
  type AnnotationShape,
  annotationLimits,
  annotationObjectTypes,
  annotationProblem,
  annotationShapes,
  annotationTool,
  annotationZoom,
  clampTool,
  type ToolRange,
} from './annotation/annotation.ts';
export {
  type ApiTokenScope,
  apiTokenScopes,
  isApiTokenScope,
} from './api-token-scopes.ts';
export {
  CUSTOM_TEXT_MAX,
  type CustomFieldShape,
  type CustomFieldType,
  type CustomValue,
  type CustomValueRule,
  convertCustomValue,
  customFieldTypes,
  customValueText,
  type GeoPosition,
  isCustomFieldType,
  type ParsedCustomValue,
  parseCustomValue,
  sameCustomValue,
} from './custom-field/custom-field-value.ts';
export { emailPattern, isEmail } from './email.ts';
export { externalDomains, isExternalEmail } from './external.ts';
export {
  type EditMarker,
  type MarkerFile,
  type MarkerFormat,
  markerText,
  type UnreadMarker,
} from './markers/edit-marker.ts';
export { readMarkers } from './markers/read-markers.ts';
export { type PasswordRule, passwordRules, unmetPasswordRules } from './password.ts';
export { maskPhone, normalisePhone } from './phone.ts';
export {
  addFrames,
  formatTimecode,
  isDropFrameRate,
  isDropFrameSource,
  nominalRate,
  normaliseTimecode,
  parseTimecode,
  readTimecode,
  type TimecodeLabel,
  type TimecodeOptions,
  timecodeOrder,
  writeTimecode,
} from './timecode/timecode.ts';
export {
  afterPartFailed,
  afterPartSent,
  browserPartsInFlight,
  FIRST_PARTS_IN_FLIGHT,
  firstConcurrency,
  MAX_PARTS_IN_FLIGHT,
  MIN_PARTS_IN_FLIGHT,
  type PartConcurrency,
  type PartsInFlight,
} from './transfer/part-concurrency.ts';
export {
  type PutPart,
  type PutPartRequest,
  type UploadPartsOptions,
  uploadParts,
} from './transfer/part-uploader.ts';
export {
  checkHeldParts,
  isHeld,
  md5OfEtag,
  partRange,
  partsToCheck,
  partsToSend,
  type StartUploadInput,
  type StoredPart,
  type UploadedPart,
} from './transfer/resume-plan.ts';
export {
  backoffMs,
  MAX_BACKOFF_MS,
  PART_ATTEMPTS,
  type PartAttempt,
  PartStalledError,
  type RunPartsOptions,
  runParts,
  STALL_MS,
  sleep,
} from './transfer/run-parts.ts';
export { stagedUploadName } from './transfer/staged-name.ts';
export {
  groupUploadFiles,
  isHiddenName,
  isMetadataFile,
  type UploadGroup,
  uploadOrder,
} from './transfer/upload-files.ts';
export {
  type HelperEngine,
  type HelperFileEntry,
  type HelperFolder,
  type HelperHello,
  type HelperProblem,
  type HelperTransfer,
  type HelperTransferFile,
  type HelperTransferState,
  helperTransferStates,
  type PairingConfirm,
  type PairingGranted,
  type PairingRequested,
  type StartHelperDownload,
  type StartHelperTransfer,
  type StartHelperUpload,
  type TransferSpec,
  type TransferTokenFields,
  transferHelperDefaultUrl,
  transferHelperProtocol,
  transferReadyEveryMs,
  transferReadyFirstMs,
  transferSpecOf,
} from './transfer-helper.ts';
export {
  type Alignment,
  type OverlayPlacement,
  type Picture,
  placeOverlay,
  placeText,
  placeWatermark,
  type TextPlacement,
  type WatermarkFacts,
  watermarkText,
} from './watermark/watermark-layout.ts';
export {
  type BrokenRule,
  brokenOverlayRule,
  brokenWatermarkRule,
  cleanItem,
  defaultOverlay,
  defaultWatermarks,
  fontSizeOfStep,
  linkWatermarkSettings,
  MAX_CUSTOM_TEXT,
  type OverlaySettings,
  overlayRanges,
  stepOfFontSize,
  type WatermarkItem,
  type WatermarkSettings,
  watermarkRanges,
} from './watermark/watermark-settings.ts';
export {
  type CounterType,
  counterTypes,
  isCounter,
  type WatermarkPosition,
  type WatermarkType,
  watermarkPositions,
  watermarkTypes,
} from './watermark/watermark-vocabulary.ts';
export { isWebUrl } from './web-url.ts';
