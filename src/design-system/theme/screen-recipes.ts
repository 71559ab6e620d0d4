/**
 * The recipes of every screen but /login's, added to the system when this module loads (through
 * loadScreenRecipes, load-screen-recipes.ts). Storybook imports it at once: a story renders any screen.
 */
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
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
import { addRecipes } from './system';

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
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

addRecipes(screenRecipes, screenSlotRecipes);
