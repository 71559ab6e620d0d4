import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '../format/useFormat';
import type { ChartEnv, ChartT } from './chartFormat';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The attribute theme/motion.ts `disableAnimations()` sets (Storybook, visual tests, e2e). */
const DISABLE_ATTRIBUTE = 'data-disable-animations';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [DISABLE_ATTRIBUTE] });
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

function motionAllowed(): boolean {
  return !window.matchMedia(REDUCED_MOTION).matches && !document.documentElement.hasAttribute(DISABLE_ATTRIBUTE);
}

/**
 * Whether charts may animate: not when the user prefers reduced motion, and not when animations
 * are switched off for the document (theme/motion.ts), as Storybook and the visual tests do.
 */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(subscribe, motionAllowed, () => false);
}

/** Locale, `charts.*` texts of the `ds` namespace and motion for the option builders. */
export function useChartEnv(animation?: boolean): ChartEnv {
  const { t: translate } = useTranslation('ds');
  const locale = useAppLocale();
  const allowed = useMotionAllowed();
  const t = useCallback<ChartT>((key, vars) => translate(`charts.${key}`, vars ?? {}), [translate]);
  return useMemo(() => ({ locale, t, animation: animation ?? allowed }), [locale, t, animation, allowed]);
}
