import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";

/** Header search: goes to /search?query=...; blank or whitespace-only input is ignored. */
export function SearchBox({ className, id }: { className: string; id: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    void navigate({ to: "/search", search: { query } });
  }
  return (
    <SearchBoxView
      className={className}
      id={id}
      value={value}
      onChange={setValue}
      onSubmit={submit}
    />
  );
}

/**
 * The search box's markup. Its form also works with no script (a plain GET of /search), as in
 * index.html's static shell, which draws it from here (src/features/layout/shell-markup.tsx).
 */
export function SearchBoxView({
  className,
  id,
  value,
  onChange,
  onSubmit,
}: {
  className: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (event: FormEvent) => void;
}) {
  const t = useT();
  return (
    <search className={className}>
      <form className="search-box" action="/search" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {t("Search products")}
        </label>
        <input
          id={id}
          type="search"
          name="query"
          placeholder={t("Search skin care, shoes, snacks…")}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className="search-box__button" aria-label={t("Search")}>
          <Icon name="search" />
        </button>
      </form>
    </search>
  );
}
