"""python-gitlab (Debian's python3-gitlab 3.12, unmodified) drives Cairn over real HTTP.

Usage: python3 workflow.py BASE_URL TOKEN

Prints one line per area once its checks pass; the first failed check raises, so the script
exits non-zero with a traceback. Every warning is an error: python-gitlab warns when the URLs
Cairn answers with (web_url, pagination links) name another host than the one it was given.
"""

import sys
import warnings

import gitlab

warnings.simplefilter("error")


def expect(actual, expected, what):
    if actual != expected:
        raise AssertionError(f"{what}: expected {expected!r}, got {actual!r}")


def done(area):
    print(area, flush=True)


def expect_status(call, status, what):
    """Runs a call that must fail with this HTTP status."""
    try:
        call()
    except gitlab.exceptions.GitlabError as error:
        expect(error.response_code, status, what)
        return
    raise AssertionError(f"{what}: expected HTTP {status}, the call succeeded")


def check_auth(gl, url):
    gl.auth()  # reads /user and compares its web_url with the base URL (a warning otherwise)
    expect(gl.user.username, "root", "current user")
    expect(gl.user.web_url, f"{url}/root", "current user web_url")
    expect(gl.user.avatar_url, f"{url}/-/avatars/root.svg", "avatar_url is absolute, as GitLab's")
    with gitlab.Gitlab(url, private_token="not-a-token") as bad:
        expect_status(bad.auth, 401, "a wrong token")
    done("auth")


def check_groups(gl, url):
    top = gl.groups.create({"name": "Py", "path": "py", "visibility": "public"})
    sub = gl.groups.create(
        {"name": "Sub", "path": "sub", "parent_id": top.id, "visibility": "public"}
    )
    expect(sub.full_path, "py/sub", "subgroup path")
    expect(sub.web_url, f"{url}/groups/py/sub", "subgroup web_url")
    expect([g.full_path for g in top.subgroups.list()], ["py/sub"], "subgroups")
    expect(gl.groups.get("py/sub").id, sub.id, "group by full path")
    done("groups")
    return top, sub


def check_projects(gl, url, sub):
    project = gl.projects.create({"name": "App", "path": "app", "namespace_id": sub.id})
    expect(project.path_with_namespace, "py/sub/app", "project path")
    expect(project.web_url, f"{url}/py/sub/app", "project web_url")
    expect(gl.projects.get("py/sub/app").id, project.id, "project by full path")
    expect([p.path for p in sub.projects.list()], ["app"], "group projects")
    done("projects")
    return project


def check_labels(top, project):
    top.labels.create({"name": "priority::high", "color": "#c91c00"})
    top.labels.create({"name": "frontend", "color": "#1068bf"})
    doomed = top.labels.create({"name": "doomed", "color": "#000000"})
    expect(top.labels.get("frontend").color, "#1068bf", "label by name")
    doomed.delete()  # DELETE with Content-Type: application/json and no body
    names = sorted(label.name for label in top.labels.list())
    expect(names, ["frontend", "priority::high"], "group labels after a delete")
    inherited = sorted(label.name for label in project.labels.list(include_ancestor_groups=True))
    expect(inherited, ["frontend", "priority::high"], "project labels from its groups")
    done("labels")


def check_milestones(top):
    q1 = top.milestones.create(
        {"title": "Q1", "start_date": "2027-01-01", "due_date": "2027-03-31"}
    )
    expect((q1.title, q1.start_date, q1.due_date), ("Q1", "2027-01-01", "2027-03-31"), "milestone")
    old = top.milestones.create({"title": "Old"})
    old.state_event = "close"
    old.save()
    expect(top.milestones.get(old.id).state, "closed", "closed milestone")
    old.delete()
    expect([m.title for m in top.milestones.list()], ["Q1"], "milestones after a delete")
    done("milestones")
    return q1


def check_epics(top, sub):
    parent = top.epics.create({"title": "Platform rewrite", "labels": ["priority::high"]})
    expect(parent.labels, ["priority::high"], "epic labels")
    parent.description = "Move to the **new** stack"
    parent.save()
    expect(top.epics.get(parent.iid).description, "Move to the **new** stack", "epic update")
    child = sub.epics.create({"title": "New API", "labels": ["frontend"]})
    doomed = top.epics.create({"title": "Doomed"})
    doomed.delete()
    expect_status(lambda: top.epics.get(doomed.iid), 404, "a deleted epic")
    titles = sorted(e.title for e in top.epics.list(include_descendant_groups=True))
    expect(titles, ["New API", "Platform rewrite"], "epics of the group and its subgroups")
    done("epics")
    return parent, child


def check_issues(project, milestone):
    issue = project.issues.create(
        {"title": "Design endpoints", "weight": 3, "milestone_id": milestone.id, "labels": ["frontend"]}
    )
    expect((issue.weight, issue.milestone["title"], issue.labels), (3, "Q1", ["frontend"]), "issue")
    issue.title = "Design the endpoints"
    issue.save()
    issue.state_event = "close"
    issue.save()
    fresh = project.issues.get(issue.iid)
    expect((fresh.title, fresh.state), ("Design the endpoints", "closed"), "issue after updates")
    doomed = project.issues.create({"title": "Doomed"})
    doomed.delete()
    expect_status(lambda: project.issues.get(doomed.iid), 404, "a deleted issue")
    done("issues")
    return issue


def check_epic_issues(child, issue):
    link = child.issues.create({"issue_id": issue.id})
    expect(link.issue["title"], "Design the endpoints", "epic issue created")
    expect([i.title for i in child.issues.list()], ["Design the endpoints"], "epic issues")
    listed = child.issues.list()[0]
    listed.delete()  # DELETE .../epics/:iid/issues/:epic_issue_id, JSON content type, no body
    expect(child.issues.list(), [], "epic issues after removing the link")
    child.issues.create({"issue_id": issue.id})
    done("epic issues")


def check_pagination(project):
    for n in range(1, 6):
        project.issues.create({"title": f"Page item {n}"})
    second = project.issues.list(page=2, per_page=2, order_by="created_at", sort="asc")
    expect([i.title for i in second], ["Page item 2", "Page item 3"], "page 2 of 2 per page")
    pages = project.issues.list(iterator=True, per_page=2, order_by="created_at", sort="asc")
    expect((pages.total, pages.total_pages, pages.per_page), (6, 3, 2), "pagination headers")
    titles = [i.title for i in pages]  # follows the Link header's next URLs
    expect(len(titles), 6, "issues read by following next links")
    expect(titles[-1], "Page item 5", "last issue on the last page")
    everything = project.issues.list(get_all=True, per_page=4)
    expect(len(everything), 6, "get_all over pages of 4")
    done("pagination")


def main():
    url, token = sys.argv[1], sys.argv[2]
    with gitlab.Gitlab(url, private_token=token) as gl:
        check_auth(gl, url)
        top, sub = check_groups(gl, url)
        project = check_projects(gl, url, sub)
        check_labels(top, project)
        milestone = check_milestones(top)
        _parent, child = check_epics(top, sub)
        issue = check_issues(project, milestone)
        check_epic_issues(child, issue)
        check_pagination(project)


main()
