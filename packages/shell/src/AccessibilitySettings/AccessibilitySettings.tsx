import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  Separator,
  Switch,
} from "@propledger/ui";
import type { AccessibilitySettingsValue } from "../Theme/constants";
import { useTheme } from "../Theme/ThemeProvider";
import { useAccessibility } from "./AccessibilityProvider";

/** Labels and help texts of the eight settings, in the spec's order. */
export const ACCESSIBILITY_OPTIONS: {
  key: keyof AccessibilitySettingsValue;
  label: string;
  description: string;
}[] = [
  {
    key: "highContrast",
    label: "High contrast",
    description: "Black and white colours with strong borders.",
  },
  { key: "reducedMotion", label: "Reduced motion", description: "Turns off animations and transitions." },
  { key: "largeText", label: "Large text", description: "Makes all text and controls larger." },
  { key: "enhancedIcons", label: "Enhanced icons", description: "Larger, bolder icons." },
  {
    key: "screenReader",
    label: "Screen reader optimisations",
    description: "Shows text labels next to icon-only buttons.",
  },
  {
    key: "colorBlindFriendly",
    label: "Colour-blind friendly",
    description: "Marks state with shapes and underlines, not colour alone.",
  },
  {
    key: "focusIndicators",
    label: "Focus indicators",
    description: "A thick outline around the focused control.",
  },
  {
    key: "keyboardNavigation",
    label: "Keyboard navigation",
    description: "Keyboard shortcuts (Ctrl+K, T, L, F1) are active.",
  },
];

export interface AccessibilitySettingsProps {
  /** Show the light/dark theme switch above the accessibility toggles. Default true. */
  showTheme?: boolean;
  className?: string;
}

/** The accessibility settings panel: the eight toggles, a theme switch, and reset. */
export function AccessibilitySettings({ showTheme = true, className }: AccessibilitySettingsProps) {
  const { settings, updateSetting, resetSettings } = useAccessibility();
  const { theme, setTheme } = useTheme();
  return (
    <Card className={cn("w-full max-w-xl", className)}>
      <CardHeader>
        <CardTitle as="h2">Accessibility</CardTitle>
        <CardDescription>Settings are saved in this browser.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {showTheme ? (
          <>
            <Switch
              id="setting-dark-theme"
              label="Dark theme"
              description="Light is the default."
              checked={theme === "dark"}
              onCheckedChange={(checked) => setTheme(checked ? "dark" : "light")}
            />
            <Separator />
          </>
        ) : null}
        {ACCESSIBILITY_OPTIONS.map((option) => (
          <Switch
            key={option.key}
            id={`setting-${option.key}`}
            label={option.label}
            description={option.description}
            checked={settings[option.key]}
            onCheckedChange={(checked) => updateSetting(option.key, checked)}
          />
        ))}
        <Separator />
        <div>
          <Button variant="outline" onClick={resetSettings}>
            Reset to defaults
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
