// The shared React of the four portals (DESIGN §2 packages/ui).

// App root and routing
export { PortalApp, type PortalAppProps } from './app/portal-app';
export { mountPortal } from './app/mount-portal';
export {
  buildPortalRoutes,
  withRootRoute,
  NOT_FOUND_PATH,
  type PortalRoutes,
  type PrefetchDeps,
  type RoutePrefetch,
} from './app/portal-routes';
export { PageLoader } from './app/page-loader';
export { useHydrated } from './app/use-hydrated';
export { preloadableLazy, type PreloadableComponent } from './app/preloadable-lazy';
export { DRAWN_AT_SERVER } from './prerender/drawn-route';
export { RequireAuth, RedirectIfSignedIn } from './routing/route-guards';
export { signInPathFor, returnTargetOf, RETURN_URL_PARAM, SIGN_IN_ROUTE } from './routing/return-url';

// Theme, portal and brand
export { portalTheme, SYSTEM_FONT_STACK } from './theme/theme';
export { REMAINING_TEXT_COLOR } from './theme/remaining-text-color';
export { PortalProvider, usePortal, type PortalInfo } from './portal/portal-context';
export { SupportEmailContext, useSupportEmail } from './portal/support-email';
export { PortalBrand } from './brand/portal-brand';
export { ToothMark, TOOTH_PATH } from './brand/tooth-mark';

// Layouts
export { CenteredShell } from './layouts/centered-shell';
export { SignedOutLayout } from './layouts/signed-out-layout';
export { MainLayout } from './layout/main-layout';
export { type NavEntry, type LayoutConfig, type SignedOutExtras, useLayoutConfig } from './layout/layout-config';
export { EnvironmentBanner } from './layout/environment-banner';

// Pages and errors
export { NotFoundPage } from './pages/not-found-page';
export { ErrorPage, type ErrorPageProps } from './errors/error-page';
export { UnexpectedErrorPage } from './errors/unexpected-error-page';
export { RouteErrorElement } from './errors/route-error-element';
export { AppErrorBoundary } from './errors/app-error-boundary';
export { classifyError, type ErrorKind } from './errors/error-kind';

// API, queries, startup
export {
  ApiClient,
  registerCalls,
  type HttpMethod,
  type PortalCallName,
  type PortalCallsRegister,
  type RegisteredCallGroup,
} from './api/api-client';
export type { CallArgs, CallBehaviour, CallOptions, CallRequest } from './api/call-options';
export { ApiError, isSilentError, type FieldErrors } from './api/api-error';
export { useApiClient } from './api/api-client-context';
export { uploadFile, type UploadOptions } from './api/upload-file';
export { createPortalQueryClient, type PortalQueryMeta } from './query/query-client';
export { useHello } from './startup/hello-context';

// Session
export { useSession, useSessionState, type SessionHandle } from './session/session-context';
export { type SessionState, type SessionStatus, presenceCookieNames } from './session/session-types';

// Notifications, dialogs, analytics
export { useNotifications } from './notifications/notification-context';
export type { NotifyInput, NotificationSeverity } from './notifications/notification-store';
export { DraggableDialog, type DraggableDialogProps } from './dialogs/draggable-dialog';
export { useAnalytics } from './analytics/analytics-context';
export type { Analytics, EventProperties } from './analytics/analytics';

// Inputs and tables
export {
  TextInput,
  CREDENTIAL_AUTOCOMPLETE,
  type CredentialAutocomplete,
  type TextInputProps,
} from './components/text-input';
export { PasswordInput } from './components/password-input';
export { PrerenderedLink } from './components/prerendered-link';
export { UntilHydrated } from './components/until-hydrated';
export { PageNumbers } from './components/page-numbers';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/data-table';
export { stackedTableSx, stackedRoles, StackedCellLabel, StackedCellValue } from './components/stacked-table';
export { fieldProps } from './components/field-props';
export { formSubmit } from './components/form-submit';
export { RequirementHints } from './components/requirement-hints';
export { FormText, FormDate, FormSelect } from './forms/form-fields';
export { DateInput, SelectInput, type SelectInputProps, type SelectOption } from './forms/choice-inputs';
export { PickerInput, type PickerInputProps } from './forms/picker-input';
export { bindServerErrors } from './forms/server-field-errors';
export { changedFields } from './forms/changed-fields';

// Page building blocks
export { PageTitle } from './components/page-title';
export { SectionCard } from './components/section-card';
export { Detail } from './components/detail';
export { LoadingLines, LoadError, EmptyState } from './components/query-states';
export { visuallyHidden } from './components/visually-hidden';
export { useUrlFilters } from './hooks/use-url-filters';
export { AuthHeading } from './features/auth/components/auth-heading';
export { TwoStepEntry, TWO_STEP_SETTINGS_PATH } from './features/auth/mfa/two-step-entry';
export { WelcomePage } from './pages/welcome-page';

// Bank verification (issue 27 item 6, decision 0060)
export {
  BankVerificationPanel,
  type BankVerificationCalls,
  type BankVerificationPanelProps,
} from './bank/bank-verification-panel';
export { BankStatusStepper } from './bank/bank-status-stepper';
export { useBankVerification, type BankVerificationSource } from './bank/use-bank-verification';
