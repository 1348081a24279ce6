import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../lib/i18n/use-t";

/** Header search: goes to /search?query=...; blank or whitespace-only input is ignored. */
export function SearchBox({ className, id }: { className: string; id: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    void navigate({ to: "/search", search: { query } });
  }
  return (
    <search className={className}>
      <form className="search-box" onSubmit={submit}>
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
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="search-box__button" aria-label={t("Search")}>
          <Icon name="search" />
        </button>
      </form>
    </search>
  );
}
