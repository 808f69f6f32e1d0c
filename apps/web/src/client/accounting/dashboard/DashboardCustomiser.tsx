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
  const pick = (hidden: boolean) =>
    layout.order.filter((id) => layout.hidden.includes(id) === hidden).flatMap((id) => byId.get(id) ?? []);
  const shown = pick(false);
  const hidden = pick(true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const setFocusTarget = useFocusOnceDrawn(layout);
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
          {shown.length > 0 ? (
            <SortableWidgets
              widgets={shown}
              onMove={(active, over) => onChange(moveWidget(layout, [...byId.keys()], active, over))}
              onHide={(id) => {
                onChange(hideWidget(layout, id));
                setFocusTarget(`show-${id}`);
              }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Every widget is hidden. Show one below.</p>
          )}
          {hidden.length > 0 ? (
            <HiddenWidgets
              widgets={hidden}
              onShow={(id) => {
                onChange(showWidget(layout, id));
                setFocusTarget(`move-${id}`);
              }}
            />
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

/** The shown widgets in order, each with a drag handle (mouse, touch or keyboard) and Hide. */
function SortableWidgets({
  widgets,
  onMove,
  onHide,
}: {
  widgets: DashboardWidget[];
  onMove(active: DashboardWidgetId, over: DashboardWidgetId): void;
  onHide(id: DashboardWidgetId): void;
}) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on a handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const ids = widgets.map((w) => w.id);
  const labelOf = (id: UniqueIdentifier) => widgets.find((w) => w.id === id)?.label ?? String(id);
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id as DashboardWidgetId, over.id as DashboardWidgetId);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements: announcements(labelOf, ids, lastOver),
        screenReaderInstructions: { draggable: KEYBOARD_INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Widgets on your dashboard, in order" className="flex flex-col gap-2">
          {widgets.map((widget) => (
            <SortableRow key={widget.id} widget={widget} onHide={() => onHide(widget.id)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/**
 * After hide or show the pressed button is gone: focus goes to the same widget's control in its new place
 * (`data-focus-key`). The layout reaches the panel a moment after the click (through the query cache), so
 * the target is kept until a render with the new layout has drawn it.
 */
function useFocusOnceDrawn(layout: DashboardLayout) {
  const [target, setTarget] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout is what brings the control on screen
  useEffect(() => {
    if (!target) return;
    const control = document.querySelector<HTMLElement>(`[data-focus-key="${target}"]`);
    if (!control) return;
    control.focus();
    setTarget(null);
  }, [target, layout]);
  return setTarget;
}

function HiddenWidgets({
  widgets,
  onShow,
}: {
  widgets: DashboardWidget[];
  onShow(id: DashboardWidgetId): void;
}) {
  return (
    <section aria-labelledby="hidden-widgets-heading" className="flex flex-col gap-2">
      <h3 id="hidden-widgets-heading" className="text-sm font-semibold">
        Hidden widgets
      </h3>
      <ul className="flex flex-col gap-2">
        {widgets.map((w) => (
          <li
            key={w.id}
            className="flex items-center justify-between gap-3 rounded-md border border-dashed border-border p-3"
          >
            <span className="text-sm text-muted-foreground">{w.label}</span>
            <Button
              variant="outline"
              size="sm"
              data-focus-key={`show-${w.id}`}
              aria-label={`Show ${w.label}`}
              onClick={() => onShow(w.id)}
            >
              <Eye aria-hidden="true" /> Show
            </Button>
          </li>
        ))}
      </ul>
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
