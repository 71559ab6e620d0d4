/**
 * Chakra's Menu and Tooltip, except that their content is rendered only while open (lazyMount,
 * unmountOnExit). Chakra renders a closed menu's items and a closed tooltip's content on every
 * render otherwise, and nearly every menu and tooltip of the portal is closed nearly all the time:
 * the top bar's, the user menu, each date field's presets, each closing rule's row. Lint keeps
 * Chakra's own Menu and Tooltip out of the app, so every new one is lazy too.
 *
 * A tooltip follows its trigger as the page or a table scrolls, rather than closing: focus itself
 * may scroll a wide table sideways to the trigger, and on a slow device that scroll arrives after
 * the tooltip has opened, which would close it under a keyboard user's eyes.
 */
import { Menu as ChakraMenu, Tooltip as ChakraTooltip } from '@chakra-ui/react';

function MenuRoot(props: ChakraMenu.RootProps) {
  return <ChakraMenu.Root lazyMount unmountOnExit {...props} />;
}

function TooltipRoot(props: ChakraTooltip.RootProps) {
  return <ChakraTooltip.Root lazyMount unmountOnExit closeOnScroll={false} {...props} />;
}

export const Menu = { ...ChakraMenu, Root: MenuRoot };
export const Tooltip = { ...ChakraTooltip, Root: TooltipRoot };
