import { useEffect, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { activeAnnouncements, announcementText, SUPPORT_HOURS } from "../../lib/settings-defaults";
import { useSettings } from "../../offline/hooks";

const ANNOUNCEMENT_ROTATE_MS = 5000;

/** Support messaging number and the settings record's current announcements, one at a time. */
export function TopBar() {
  const t = useT();
  const settings = useSettings();
  const announcements = activeAnnouncements(settings);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    // WCAG 2.2.2: moving content pauses while hovered or focused, and not at all when the
    // visitor asked for reduced motion.
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (announcements.length < 2 || paused || reduce) return;
    const timer = setInterval(() => setIndex((i) => i + 1), ANNOUNCEMENT_ROTATE_MS);
    return () => clearInterval(timer);
  }, [announcements.length, paused]);
  const current = announcements.length ? announcements[index % announcements.length] : undefined;
  const digits = settings.supportPhone.replace(/\D/g, "");
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <a
          className="top-bar__phone"
          href={`https://wa.me/${digits}`}
          aria-label={t("WhatsApp support {phone}", { phone: settings.supportPhone })}
        >
          <Icon name="message" size={16} />
          <span>{settings.supportPhone}</span>
        </a>
        {current && (
          // Announcements are ambient: not a live region, so screen readers are not interrupted.
          <p
            className="top-bar__announcement"
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
          >
            {announcementText(current)}
          </p>
        )}
        <span className="top-bar__hours">{t(SUPPORT_HOURS)}</span>
      </div>
    </div>
  );
}
