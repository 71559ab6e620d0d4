/**
 * The demo panel's messages between Storybook's manager (the "Demo" addon panel, ./Panel.ts) and
 * the preview (./bridge.tsx), where the simulator and msw run. Plain data only: both sides import this.
 */
export const DEMO_ADDON_ID = 'partner-portal/demo';
export const DEMO_PANEL_ID = `${DEMO_ADDON_ID}/panel`;

export const DEMO_EVENTS = {
  /** manager → preview: send the current state. */
  request: `${DEMO_ADDON_ID}/request`,
  /** preview → manager: a DemoPanelState. */
  state: `${DEMO_ADDON_ID}/state`,
  /** manager → preview: `{ id }`. */
  approve: `${DEMO_ADDON_ID}/approve`,
  /** manager → preview: `{ id, reason }`. */
  reject: `${DEMO_ADDON_ID}/reject`,
  /** manager → preview: drop the remembered decisions. */
  forget: `${DEMO_ADDON_ID}/forget`,
} as const;

export interface DemoPanelRequest {
  id: number;
  /** "#3 · Create · working hours", in the story's language. */
  heading: string;
  /** Who asks for what, where (the app's demo panel sentence). */
  sentence: string;
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  statusText: string;
  reason: string | null;
}

export interface DemoPanelState {
  /** False until a story has rendered (msw and the simulator run in the story's preview). */
  ready: boolean;
  /** The panel's texts, from the app's i18n in the story's language. */
  labels: {
    pending: string;
    noPending: string;
    history: string;
    noHistory: string;
    approve: string;
    reject: string;
    reason: string;
    openStory: string;
    remembered: string;
    forget: string;
  };
  pending: DemoPanelRequest[];
  decided: DemoPanelRequest[];
  remembered: number;
  error: string | null;
}

export interface DemoDecision {
  id: number;
  reason?: string;
}
