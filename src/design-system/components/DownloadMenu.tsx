import { Button, Portal, Spinner } from '@chakra-ui/react';
import { Menu } from './overlays';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';

export interface DownloadOption {
  /** Stable key, e.g. 'pdf', 'xlsx'. */
  value: string;
  label: string;
  /**
   * Prepares and saves the file. While the promise is pending the trigger is disabled and
   * shows a spinner. A rejection is passed to `onError` (or re-thrown for the caller): the
   * caller shows the toast.
   */
  onSelect: () => Promise<unknown>;
  disabled?: boolean;
}

export interface DownloadMenuProps {
  options: DownloadOption[];
  /** Trigger text; defaults to "Preuzmi". */
  label?: string;
  /** Called with the rejection of an option's promise. */
  onError?: (error: unknown, option: DownloadOption) => void;
  size?: 'xs' | 'sm' | 'md';
}

/** A menu of downloads (e.g. PDF report, Excel report) showing progress while a file is prepared. */
export function DownloadMenu({ options, label, onError, size = 'sm' }: DownloadMenuProps) {
  const { t } = useTranslation('ds');
  const [pending, setPending] = useState<string | null>(null);
  const running = useRef(false);

  const run = async (option: DownloadOption) => {
    if (running.current) return;
    running.current = true;
    setPending(option.value);
    try {
      await option.onSelect();
    } catch (error) {
      if (onError) onError(error, option);
      else throw error;
    } finally {
      running.current = false;
      setPending(null);
    }
  };

  const busy = pending !== null;
  return (
    <Menu.Root
      onSelect={(details) => {
        const option = options.find((o) => o.value === details.value);
        if (option) void run(option);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size={size} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner size="sm" /> : <LuDownload />}
          {busy ? t('download.preparing') : (label ?? t('download.label'))}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {options.map((o) => (
              <Menu.Item key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
