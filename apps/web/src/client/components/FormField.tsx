import { cn, Input, Label } from "@propledger/ui";
import type { ComponentProps, ReactNode } from "react";

export interface FormFieldProps extends Omit<ComponentProps<"input">, "id"> {
  id: string;
  label: ReactNode;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  /** The inline validation message; marks the input invalid. */
  error?: string | undefined;
  containerClassName?: string;
}

/** A labelled input with its hint and inline error wired through aria-describedby. */
export function FormField({
  id,
  label,
  hint,
  error,
  containerClassName,
  className,
  ...props
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", containerClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn("h-10", className)}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps extends Omit<ComponentProps<"select">, "id"> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  containerClassName?: string;
}

/** A labelled native select (keyboard, screen readers and mobile pickers work out of the box). */
export function SelectField({
  id,
  label,
  error,
  options,
  containerClassName,
  className,
  ...props
}: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-2", containerClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          "h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none md:text-sm",
          "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50",
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message: server errors (role="alert") or confirmations (role="status"). */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        kind === "error"
          ? "border-destructive/40 bg-destructive/10 text-destructive"
          : "border-success/40 bg-success/10 text-foreground",
      )}
    >
      {children}
    </div>
  );
}
