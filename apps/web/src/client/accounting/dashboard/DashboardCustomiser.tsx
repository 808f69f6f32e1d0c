// The customise panel: the shown widgets as a sortable list (drag a handle, or Space, arrows, Space), the
// hidden ones with a button each to show them again, reset and done. Loaded on demand (React.lazy), so the
// drag-and-drop library is fetched only by a user who customises the dashboard.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { Check, Eye, EyeOff, GripVertical, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { DashboardLayout, DashboardWidgetId } from "../../../shared/preferences";
import { hideWidget, moveWidget, showWidget } from "./layout";
import type { DashboardWidget } from "./widgets";

export interface DashboardCustomiserProps {
  layout: DashboardLayout;
  /** The widgets that have something to show, in the default order. */
  widgets: DashboardWidget[];
  onChange(layout: DashboardLayout): void;
  onReset(): void;
  onDone(): void;
}

export const KEYBOARD_INSTRUCTIONS =
  "To move a widget, press Space on its handle to pick it up, use the up and down arrow keys to move it, " +
  "and press Space again to drop it. Press Escape to cancel the move.";

/**
 * What screen readers hear. `lastOver` keeps the position last announced: dnd-kit reports "over" on every
 * collision check, and repeating a position (or the start position right after "Picked up") is noise.
 */
function announcements(
  labelOf: (id: UniqueIdentifier) => string,
  ids: UniqueIdentifier[],
  lastOver: { current: UniqueIdentifier | null },
): Announcements {
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${labelOf(active.id)}, in ${position(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${labelOf(active.id)} is over ${position(over.id)}.`
        : `${labelOf(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped in ${position(over.id)}.`
        : `${labelOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. ${labelOf(active.id)} is back in ${position(active.id)}.`,
  };
}

export default function DashboardCustomiser({
  layout,
  widgets,
  onChange,
  onReset,
  onDone,
}: DashboardCustomiserProps) {
  const byId = new Map(widgets.map((w) => [w.id, w]));
  const shown = layout.order.filter((id) => byId.has(id) && !layout.hidden.includes(id));
  const hidden = layout.order.filter((id) => byId.has(id) && layout.hidden.includes(id));
  const labelOf = (id: UniqueIdentifier) => byId.get(id as DashboardWidgetId)?.label ?? String(id);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on a handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // After hide or show the pressed button is gone: focus goes to the same widget's new control.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);
  // The layout reaches this panel a moment after the click (through the query cache): wait for the control.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout is what brings the control on screen
  useEffect(() => {
    if (!focusTarget) return;
    const control = document.querySelector<HTMLElement>(`[data-focus-key="${focusTarget}"]`);
    if (!control) return;
    control.focus();
    setFocusTarget(null);
  }, [focusTarget, layout]);
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      onChange(
        moveWidget(layout, [...byId.keys()], active.id as DashboardWidgetId, over.id as DashboardWidgetId),
      );
  };
  return (
    <section aria-labelledby="customise-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="customise-heading" ref={heading} tabIndex={-1} className="outline-none">
            Customise your dashboard
          </CardTitle>
          <CardDescription>
            Drag a widget by its handle to change the order, or focus the handle, press Space, move it with
            the arrow keys and press Space to drop it. Your layout is saved to your account, so it follows you
            to any browser.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dropped}
            accessibility={{
              announcements: announcements(labelOf, shown, lastOver),
              screenReaderInstructions: { draggable: KEYBOARD_INSTRUCTIONS },
            }}
          >
            <SortableContext items={shown} strategy={verticalListSortingStrategy}>
              <ol aria-label="Widgets on your dashboard, in order" className="flex flex-col gap-2">
                {shown.map((id) => (
                  <SortableRow
                    key={id}
                    widget={byId.get(id) as DashboardWidget}
                    onHide={() => {
                      onChange(hideWidget(layout, id));
                      setFocusTarget(`show-${id}`);
                    }}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
          {shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">Every widget is hidden. Show one below.</p>
          ) : null}
          {hidden.length > 0 ? (
            <section aria-labelledby="hidden-widgets-heading" className="flex flex-col gap-2">
              <h3 id="hidden-widgets-heading" className="text-sm font-semibold">
                Hidden widgets
              </h3>
              <ul className="flex flex-col gap-2">
                {hidden.map((id) => (
                  <li
                    key={id}
                    className="flex items-center justify-between gap-3 rounded-md border border-dashed border-border p-3"
                  >
                    <span className="text-sm text-muted-foreground">{labelOf(id)}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      data-focus-key={`show-${id}`}
                      aria-label={`Show ${labelOf(id)}`}
                      onClick={() => {
                        onChange(showWidget(layout, id));
                        setFocusTarget(`move-${id}`);
                      }}
                    >
                      <Eye aria-hidden="true" /> Show
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onReset}>
              <RotateCcw aria-hidden="true" /> Reset to default
            </Button>
            <Button onClick={onDone}>
              <Check aria-hidden="true" /> Done
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

function SortableRow({ widget, onHide }: { widget: DashboardWidget; onHide(): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: widget.id,
      attributes: { roleDescription: "movable widget" },
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-widget={widget.id}
      className={`flex items-center gap-3 rounded-md border border-border bg-card p-3 ${isDragging ? "relative z-10 shadow-lg ring-2 ring-ring" : ""}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        data-focus-key={`move-${widget.id}`}
        aria-label={`Move ${widget.label}`}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{widget.label}</span>
        <span className="text-sm text-muted-foreground">{widget.description}</span>
      </div>
      <Button variant="ghost" size="sm" aria-label={`Hide ${widget.label}`} onClick={onHide}>
        <EyeOff aria-hidden="true" /> Hide
      </Button>
    </li>
  );
}
