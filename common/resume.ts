export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most text a resume may hold, in characters: 20 dense pages come to about 80 000, a real resume to a few
 * thousand. More is some other document (or an attack): it is refused, and the analysers never see more.
 */
export const RESUME_TEXT_MAX_LENGTH = 100_000;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** The longest role title a person may choose to compare one resume with. */
export const CHOSEN_ROLE_MAX_LENGTH = 80;
