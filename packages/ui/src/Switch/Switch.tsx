import * as SwitchPrimitive from "@radix-ui/react-switch";
import * as React from "react";
import { cn } from "../lib/cn";
import { focusRing } from "../lib/styles";

export interface SwitchProps extends React.ComponentProps<typeof SwitchPrimitive.Root> {
  /** Visible label, associated with the switch (click toggles it, screen readers announce it). */
  label?: React.ReactNode;
  /** Extra help text, linked with aria-describedby. */
  description?: React.ReactNode;
  /** Classes for the wrapper when `label` is given. */
  containerClassName?: string;
}

export function Switch({ className, label, description, containerClassName, id, ...props }: SwitchProps) {
  const generatedId = React.useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      id={switchId}
      aria-describedby={descriptionId}
      className={cn(
        focusRing,
        // 44×24 px: meets the 24 px target size.
        "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input high-contrast:border-border",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-5"
      />
    </SwitchPrimitive.Root>
  );
  if (label === undefined) return control;
  return (
    <div
      data-slot="switch-field"
      className={cn("flex items-start justify-between gap-3", containerClassName)}
    >
      <div className="grid gap-1">
        <label htmlFor={switchId} className="cursor-pointer text-sm leading-6 font-medium">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {control}
    </div>
  );
}
