-- Every answer updates its session (the latest answer's time and the answer counts). With the latest
-- answer's time indexed, that update could never be HOT: each one wrote a new entry into all three of
-- the session's indexes. Without it the update stays on the row's page and touches no index. The two
-- reads the index served are bounded without it: the sitting rule sorts the learner's sessions of the
-- month (the month index), and the perfect session is looked for among the learner's sessions only
-- until it is recorded as earned.
DROP INDEX "study_session_user_last_answer_idx";
