"""python-gitlab (unmodified) writes and reads comments and threads on an issue and an epic.

Usage: python3 notes.py BASE_URL TOKEN PROJECT_ID ISSUE_IID GROUP_ID EPIC_IID

Prints one line per area once its checks pass; the first failed check raises.
"""

import sys
import warnings

import gitlab

warnings.simplefilter("error")


def expect(actual, expected, what):
    if actual != expected:
        raise AssertionError(f"{what}: expected {expected!r}, got {actual!r}")


def check_issue_notes(issue):
    note = issue.notes.create({"body": "From Python"})
    expect(note.body, "From Python", "created note body")
    note.body = "Edited from Python"
    note.save()
    expect(issue.notes.get(note.id).body, "Edited from Python", "edited note")
    bodies = [n.body for n in issue.notes.list(sort="asc", all=True)]
    expect("Edited from Python" in bodies, True, "note listed")
    issue.notes.delete(note.id)
    expect(
        "Edited from Python" in [n.body for n in issue.notes.list(all=True)], False, "deleted"
    )
    print("issue notes", flush=True)


def check_issue_discussions(issue):
    thread = issue.discussions.create({"body": "A question"})
    expect(thread.individual_note, False, "a thread")
    thread.notes.create({"body": "An answer"})
    thread = issue.discussions.get(thread.id)
    expect([n["body"] for n in thread.attributes["notes"]], ["A question", "An answer"], "thread")
    # python-gitlab resolves issue threads through a note of the thread.
    first = thread.notes.get(thread.attributes["notes"][0]["id"])
    first.resolved = True
    first.save()
    thread = issue.discussions.get(thread.id)
    expect(thread.attributes["notes"][0]["resolved"], True, "resolved")
    ids = [d.id for d in issue.discussions.list(all=True)]
    expect(thread.id in ids, True, "thread listed")
    print("issue discussions", flush=True)


def check_epic_notes(epic):
    note = epic.notes.create({"body": "Epic comment"})
    expect(epic.notes.get(note.id).body, "Epic comment", "epic note")
    # python-gitlab 3.12 has no epic discussions; notes it has.
    note.body = "Epic comment, edited"
    note.save()
    bodies = [n.body for n in epic.notes.list(all=True)]
    expect("Epic comment, edited" in bodies, True, "epic notes")
    print("epic notes", flush=True)


def main():
    url, token, project_id, issue_iid, group_id, epic_iid = sys.argv[1:7]
    with gitlab.Gitlab(url, private_token=token) as gl:
        issue = gl.projects.get(int(project_id), lazy=True).issues.get(int(issue_iid), lazy=True)
        check_issue_notes(issue)
        check_issue_discussions(issue)
        # Read for real: python-gitlab addresses epic notes by the epic's id, which it reads.
        epic = gl.groups.get(int(group_id), lazy=True).epics.get(int(epic_iid))
        check_epic_notes(epic)


main()
