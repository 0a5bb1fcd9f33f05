import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';

/**
 * A group's saved viewer branding (doc 3 §3, §5): at most one row per group, none while the group
 * keeps the defaults ('Reset to Defaults' deletes it). Colours are #rrggbb; font names are
 * family-variant from the offered fonts, each with our own stylesheet path or null. The embeds
 * read it only while the group's plan has the branding feature (modules/branding, brandingFor).
 */
export const brandingSettings = pgTable('branding_settings', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  buttonBackgroundColor: text('button_background_color').notNull(),
  buttonTextColor: text('button_text_color').notNull(),
  /** Pixels; null when cleared (viewers then use the default). */
  buttonBorderRadius: integer('button_border_radius'),
  buttonFontName: text('button_font_name').notNull(),
  buttonFontUrl: text('button_font_url'),
  textColor: text('text_color').notNull(),
  textHighlightColor: text('text_highlight_color').notNull(),
  textFontName: text('text_font_name').notNull(),
  textFontUrl: text('text_font_url'),
  bannerHighlightColor: text('banner_highlight_color').notNull(),
  productCardBackgroundColor: text('product_card_background_color').notNull(),
  hideVendyBranding: boolean('hide_vendy_branding').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
