-- Every change to what the server may keep in memory about a user notifies the user's id at commit, so that every
-- instance drops what it holds of them (server/db/change-feed.ts): their sessions and account on one channel, the
-- data their cached reads come from on the other.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := TG_ARGV[0];
  user_column text := TG_ARGV[1];
  old_user text;
  new_user text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('SELECT ($1).%I::text', user_column) USING OLD INTO old_user;
    PERFORM pg_notify(channel, old_user) WHERE old_user IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('SELECT ($1).%I::text', user_column) USING NEW INTO new_user;
    PERFORM pg_notify(channel, new_user) WHERE new_user IS DISTINCT FROM old_user;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_interview_answer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('careerpilot_data_changed', user_id::text)
  FROM interview_sessions
  WHERE id IN (OLD.session_id, NEW.session_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('careerpilot_session_changed', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('careerpilot_session_changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER resumes_notify_changed AFTER INSERT OR UPDATE OR DELETE ON resumes
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('careerpilot_data_changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER interview_sessions_notify_changed AFTER INSERT OR UPDATE OR DELETE ON interview_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('careerpilot_data_changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER interview_answers_notify_changed AFTER INSERT OR UPDATE OR DELETE ON interview_answers
  FOR EACH ROW EXECUTE FUNCTION notify_interview_answer_changed();
--> statement-breakpoint
CREATE TRIGGER applications_notify_changed AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('careerpilot_data_changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER career_profiles_notify_changed AFTER INSERT OR UPDATE OR DELETE ON career_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('careerpilot_data_changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER linkedin_profiles_notify_changed AFTER INSERT OR UPDATE OR DELETE ON linkedin_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('careerpilot_data_changed', 'user_id');
