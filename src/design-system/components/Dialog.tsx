/**
 * The portal's dialog, composed once (as Chakra's "closed component" snippets compose theirs): a
 * centred modal with a backdrop, a title, an optional footer and the close button (X). The content
 * goes between the header and the close button: a DialogBody and a DialogFooter, or a form holding
 * both. Focus is trapped inside and returned on close; Escape and the X close it. Lint keeps
 * Chakra's own Dialog out of the app, so every dialog is this one.
 *
 * It carries Chakra's dialog recipe itself: a dialog shows under any Chakra system, the entry's
 * included (the leave question shows above the signed-in layout).
 */
import { CloseButton, Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps extends Omit<ChakraDialog.RootProps, 'children' | 'open' | 'onOpenChange' | 'recipe'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** DialogBody and DialogFooter, or a form holding them. */
  children?: ReactNode;
  /** The close button's (X) label; the design system's "Close" by default. */
  closeLabel?: string;
  /** Whether the X shows (default true); without it the dialog closes by Escape or its own buttons. */
  closeButton?: boolean;
  /** Props of the dialog's box (its width, for one). */
  contentProps?: ChakraDialog.ContentProps;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  closeLabel,
  closeButton = true,
  contentProps,
  placement = 'center',
  ...rootProps
}: DialogProps) {
  const { t } = useTranslation('ds');
  return (
    <ChakraDialog.Root
      {...rootProps}
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement={placement}
    >
      <Portal>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner>
          <ChakraDialog.Content {...contentProps}>
            <ChakraDialog.Header>
              <ChakraDialog.Title>{title}</ChakraDialog.Title>
            </ChakraDialog.Header>
            {children}
            {closeButton ? (
              <ChakraDialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel ?? t('common.close')} />
              </ChakraDialog.CloseTrigger>
            ) : null}
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}

/** The dialog's scrolling content. */
export const DialogBody = ChakraDialog.Body;
/** The dialog's actions, at its end. */
export const DialogFooter = ChakraDialog.Footer;
/** Wraps a button that closes the dialog (Cancel, Close). */
export const DialogActionTrigger = ChakraDialog.ActionTrigger;
