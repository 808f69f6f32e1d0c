import type * as React from "react";
import { PageFrame } from "../../components/PageFrame";
import { pageInfo } from "../../pages/pageInfo";
import { FilterBar } from "./FilterBar";
import { PagedList } from "./PagedList";
import { type FilterChange, type Filters, usePagedList } from "./usePagedList";
import { useView, ViewToggle } from "./ViewToggle";

export interface ListPageProps<D> {
  /** The page's route: its title and description come from the navigation's page info. */
  route: string;
  section: string;
  /** The saved table/list preference's key. */
  viewKey: string;
  /** The list endpoint under /api/accounting; its export is `${path}/export` with the same filters. */
  path: string;
  filters: Filters;
  pageSize: number;
  /** Buttons after the view toggle. */
  actions?: React.ReactNode;
  /** The filter controls; `change` wraps a setter so a change goes back to page 1. */
  filterBar(change: FilterChange): React.ReactNode;
  empty: React.ReactNode;
  table(data: D): React.ReactNode;
  list(data: D): React.ReactNode;
  /** Dialogs and anything else the page renders after the list. */
  children?: React.ReactNode;
}

/** The skeleton every accounting list page shares: header with view toggle, filter bar with exports, paged body. */
export function ListPage<D extends { items: unknown[]; total: number }>(props: ListPageProps<D>) {
  const info = pageInfo(props.route);
  const [view, setView] = useView(props.viewKey);
  const { query, page, setPage, filterSetter } = usePagedList<D>(props.path, props.filters, props.pageSize);
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: props.section }]}
      actions={
        <>
          <ViewToggle view={view} onChange={setView} />
          {props.actions}
        </>
      }
    >
      <FilterBar exportPath={`${props.path}/export`} filters={props.filters}>
        {props.filterBar(filterSetter)}
      </FilterBar>
      <PagedList
        query={query}
        view={view}
        page={page}
        pageSize={props.pageSize}
        onPage={setPage}
        empty={props.empty}
        table={props.table}
        list={props.list}
      />
      {props.children}
    </PageFrame>
  );
}
