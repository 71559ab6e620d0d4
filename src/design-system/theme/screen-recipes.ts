/**
 * The recipes of every screen but /login's, and the system that has them and the palettes only the
 * screens use beside the entry's (screensSystem()): ScreensProvider gives it to the signed-in layout, the modal screens, the demo
 * panel and Storybook. Only lazy chunks import this module: /login never loads these recipes.
 */
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  datePickerSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { defineConfig, type SystemContext } from '@chakra-ui/react';
import { createPortalSystem, createPortalSystemInSteps, screenPalettes, type SystemSteps } from './system';

export const screenRecipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  skeleton: skeletonRecipe,
};

export const screenSlotRecipes = {
  breadcrumb: breadcrumbSlotRecipe,
  checkbox: checkboxSlotRecipe,
  datePicker: datePickerSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** The screens' own configs, after the portal's (createPortalSystem). */
const screenConfigs = [screenPalettes, defineConfig({ theme: { recipes: screenRecipes, slotRecipes: screenSlotRecipes } })];

let created: SystemContext | undefined;

/**
 * The screens' system, created on first use: creating a Chakra system is a long task on a phone,
 * so the module that holds it costs nothing to load, and a signed-in start chooses when it runs
 * (app/main.tsx: once the first screen's calls are out).
 */
export function screensSystem(): SystemContext {
  created ??= createPortalSystem(...screenConfigs);
  return created;
}

/** The screens' system, created in pieces if it is not yet (`createPortalSystemInSteps`). */
export async function screensSystemInSteps(steps: SystemSteps | undefined, pause: () => Promise<void>): Promise<SystemContext> {
  created ??= await createPortalSystemInSteps(steps, pause, ...screenConfigs);
  return created;
}
