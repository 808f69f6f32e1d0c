import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { STORY_CSRF_TOKEN } from "../test/fakeServer";
import { StoryProviders } from "../test/StoryProviders";
import { preloadShellParts, type StoryServerParameters, setupStoryServer, storyEnv } from "../test/storyEnv";
import { AiSearch } from "./AiSearch";

function SearchStory({ compact = false }: { compact?: boolean }) {
  const { http } = storyEnv();
  return (
    <StoryProviders http={http}>
      <div className="h-[44rem] w-[44rem] p-2">
        <AiSearch adapter={http.adapters.search} compact={compact} />
        <p className="mt-96 text-sm text-muted-foreground">Outside the search</p>
      </div>
    </StoryProviders>
  );
}

const meta = {
  title: "Shell/AiSearch",
  loaders: [preloadShellParts],
  component: SearchStory,
  tags: ["autodocs"],
  subcomponents: { AiSearch },
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "560px" },
      description: {
        component:
          "The top bar's search (Ctrl K): a dialog where a user types a question about their portfolio and gets an answer with matching properties, tenants and transactions. It talks to the server only through the shell's `http` port, so the stories use a fake server.",
      },
    },
    a11y: { test: "off" },
    layout: "padded",
  },
  beforeEach: setupStoryServer,
} satisfies Meta<typeof SearchStory>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: { server?: StoryServerParameters } };

const page = () => within(document.body);
const box = () => page().getByRole("combobox", { name: "Search with AI" });
const searches = () => storyEnv().server.state.requests.filter((r) => r.path === "/api/search/ai-search");

export const Idle: Story = {
  play: async () => {
    await expect(box()).toHaveAttribute("placeholder", "Search with AI... (Ctrl+K)");
    await expect(box()).toHaveAttribute("aria-expanded", "false");
  },
};

export const Pending: Story = {
  parameters: { server: { hang: ["search"] } },
  play: async () => {
    await userEvent.type(box(), "  rent received  {Enter}");
    await waitFor(async () => expect(await page().findByText("Searching with AI...")).toBeVisible());
    await waitFor(async () =>
      expect(page().getByText("Analyzing your query and internal data")).toBeVisible(),
    );
    await expect(box()).toBeDisabled();
  },
};

export const Results: Story = {
  play: async () => {
    await userEvent.type(box(), "  repairs at Oak Street  {Enter}");
    const card = within(await page().findByTestId("ai-search-results"));
    await waitFor(async () => expect(card.getByRole("heading", { name: "AI Search Results" })).toBeVisible());
    await waitFor(async () => expect(card.getByText("AI Response")).toBeVisible());
    await waitFor(async () => expect(card.getByText("Related Information")).toBeVisible());
    await waitFor(async () => expect(card.getByText("92% match")).toBeVisible());
    await waitFor(async () => expect(card.getByText("Related Data from Your System")).toBeVisible());
    await waitFor(async () => expect(card.getByText("$1200.00")).toBeVisible());
    await waitFor(async () => expect(card.getByText("$640.05")).toBeVisible());
    await expect(card.queryByText("Paint supplies")).toBeNull();
    await waitFor(async () => expect(card.getByText("+2 more...")).toBeVisible());
    await waitFor(async () => expect(card.getByText("+1 more...")).toBeVisible());
    await waitFor(async () => expect(card.getByText("Suggested Searches")).toBeVisible());
    // The query is sent trimmed, with the CSRF token.
    await expect(searches()).toEqual([
      { method: "POST", path: "/api/search/ai-search", csrf: STORY_CSRF_TOKEN },
    ]);
  },
};

export const SuggestionSearchesAtOnce: Story = {
  play: async () => {
    await userEvent.type(box(), "repairs{Enter}");
    const card = within(await page().findByTestId("ai-search-results"));
    await userEvent.click(card.getByRole("button", { name: "plumbing expenses" }));
    await expect(box()).toHaveValue("plumbing expenses");
    await waitFor(() => expect(searches()).toHaveLength(2));
    await waitFor(() => expect(page().getByText("plumbing expenses", { selector: "q" })).toBeVisible());
  },
};

export const EmptyQueryIsNotSent: Story = {
  play: async () => {
    await userEvent.type(box(), "    {Enter}");
    await expect(searches()).toHaveLength(0);
    await expect(box()).toHaveAttribute("aria-expanded", "false");
  },
};

export const EscapeAndOutsideClickKeepResults: Story = {
  play: async () => {
    await userEvent.type(box(), "repairs{Enter}");
    await page().findByTestId("ai-search-results");
    await userEvent.keyboard("{Escape}");
    await expect(page().queryByTestId("ai-search-results")).toBeNull();
    await userEvent.click(box());
    await waitFor(async () => expect(await page().findByTestId("ai-search-results")).toBeVisible());
    await userEvent.click(page().getByText("Outside the search"));
    await expect(page().queryByTestId("ai-search-results")).toBeNull();
    // Kept until cleared: focusing the box shows them again; Clear empties both.
    await userEvent.click(box());
    await page().findByTestId("ai-search-results");
    await userEvent.click(page().getByRole("button", { name: "Clear search" }));
    await expect(box()).toHaveValue("");
    await expect(page().queryByTestId("ai-search-results")).toBeNull();
    await expect(searches()).toHaveLength(1);
  },
};

export const SearchError: Story = {
  parameters: { server: { fail: { search: { status: 400, message: "Query is too long" } } } },
  play: async () => {
    await userEvent.type(box(), "rent{Enter}");
    const toast = await within(page().getByRole("region", { name: "Notifications (F8)" })).findByRole(
      "listitem",
    );
    await expect(toast).toHaveTextContent("Search Error");
    await expect(toast).toHaveTextContent("Query is too long");
  },
};

export const SearchErrorFallback: Story = {
  parameters: { server: { fail: { search: { status: 500, message: "" } } } },
  play: async () => {
    await userEvent.type(box(), "rent{Enter}");
    const toast = await within(page().getByRole("region", { name: "Notifications (F8)" })).findByRole(
      "listitem",
    );
    await expect(toast).toHaveTextContent("Search Error");
    await expect(toast).toHaveTextContent("Failed to perform search. Please try again.");
  },
};

export const SmallScreenDialog: Story = {
  args: { compact: true },
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async () => {
    await userEvent.click(page().getByRole("button", { name: "Search with AI" }));
    const dialog = within(await page().findByRole("dialog", { name: "AI-Powered Search" }));
    await userEvent.type(dialog.getByRole("combobox", { name: "Search with AI" }), "repairs{Enter}");
    await waitFor(async () => expect(await dialog.findByText("+2 more...")).toBeVisible());
  },
};
