import { TwoStepSettingsPage } from './two-step-settings-page';

/** Lazy route module of /two-step-verification. */
export const Component = TwoStepSettingsPage;
