import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { createAppSystem } from './theme-config';

/** The styling system with every Chakra recipe (dialogs, tabs, menus, tables…): see lib/theme.ts. */
export const fullSystem = createAppSystem(recipes, slotRecipes);
