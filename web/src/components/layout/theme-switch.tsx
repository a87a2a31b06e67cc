import { Box, chakra, HStack, Menu, Portal } from '@chakra-ui/react';
import { UI_THEMES, type UiTheme } from '@lumafolio/contracts/paths';
import type { ReactNode } from 'react';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { useUiTheme } from '@/lib/ui-theme/use-ui-theme';

export type ThemeSwitchPlacement = 'bar' | 'menu';

const OPTIONS: Record<UiTheme, { label: string; icon: ReactNode }> = {
  light: { label: 'Light', icon: <LuSun /> },
  dark: { label: 'Dark', icon: <LuMoon /> },
  system: { label: 'System', icon: <LuMonitor /> },
};

const focusRing = { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' } as const;

/**
 * The signed-in screens' theme switch (spec 02 §2): light, dark or system. In the desktop bar
 * a menu behind one icon button (the bar is full); in the phone's menu three labelled
 * choices. Both sit on the always-dark navigation.
 */
export function ThemeSwitch({ placement }: { placement: ThemeSwitchPlacement }) {
  return placement === 'bar' ? <ThemeMenu /> : <ThemeRadioGroup />;
}

/** For NavBar's `themeSwitch` prop. */
export const renderThemeSwitch = (placement: ThemeSwitchPlacement) => <ThemeSwitch placement={placement} />;

function ThemeMenu() {
  const { theme, resolved, setTheme } = useUiTheme();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <chakra.button
          type="button"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="10"
          rounded="md"
          fontSize="lg"
          color="whiteAlpha.900"
          cursor="pointer"
          _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
          _focusVisible={focusRing}
          aria-label={`Theme: ${OPTIONS[theme].label}`}
          title="Theme"
        >
          {OPTIONS[resolved].icon}
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={theme} onValueChange={(details) => setTheme(details.value as UiTheme)}>
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {UI_THEMES.map((option) => (
                <Menu.RadioItem key={option} value={option}>
                  <Box as="span" aria-hidden display="inline-flex">
                    {OPTIONS[option].icon}
                  </Box>
                  <Menu.ItemText>{OPTIONS[option].label}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Three native radio buttons drawn as a segmented control (arrow keys move between them). */
function ThemeRadioGroup() {
  const { theme, setTheme } = useUiTheme();
  return (
    <chakra.fieldset border="0" m="0" p="0" minW="0">
      <chakra.legend fontSize="sm" fontWeight="600" color="whiteAlpha.800" mb="2" textAlign="center" w="full">
        Theme
      </chakra.legend>
      <HStack gap="1" p="1" rounded="full" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200">
        {UI_THEMES.map((option) => (
          <chakra.label
            key={option}
            flex="1"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            gap="2"
            h="10"
            rounded="full"
            fontSize="sm"
            fontWeight="600"
            color="whiteAlpha.900"
            cursor="pointer"
            _hover={{ bg: 'whiteAlpha.200' }}
            css={{
              '&:has(input:checked)': { bg: 'brand.300', color: 'ink.900' },
              '&:has(input:focus-visible)': focusRing,
            }}
          >
            <chakra.input type="radio" name="ui-theme" value={option} checked={theme === option} onChange={() => setTheme(option)} srOnly />
            <Box as="span" aria-hidden display="inline-flex">
              {OPTIONS[option].icon}
            </Box>
            {OPTIONS[option].label}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
