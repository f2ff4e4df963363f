# Ruby's gitlab gem (Debian's ruby-gitlab 4.17, unmodified) drives Cairn over real HTTP, with the
# calls a team's scripts make. The gem sends every body form-encoded (arrays as `key[]=`).
#
# Usage: ruby workflow.rb BASE_URL TOKEN
#
# Prints one line per area once its checks pass; the first failed check raises, so the script
# exits non-zero with a backtrace.

require 'gitlab'

def expect(actual, expected, what)
  raise "#{what}: expected #{expected.inspect}, got #{actual.inspect}" unless actual == expected
end

def expect_status(status, what)
  yield
rescue Gitlab::Error::ResponseError => e
  expect(e.response_status, status, what)
else
  raise "#{what}: expected HTTP #{status}, the call succeeded"
end

def done(area)
  puts area
  $stdout.flush
end

url, token = ARGV
gl = Gitlab.client(endpoint: "#{url}/api/v4", private_token: token)

me = gl.user
expect([me.username, me.avatar_url], ['root', "#{url}/-/avatars/root.svg"], 'current user')
expect_status(401, 'a wrong token') do
  Gitlab.client(endpoint: "#{url}/api/v4", private_token: 'nope').user
end
done 'auth'

group = gl.create_group('Ruby team', 'rb', visibility: 'public')
project = gl.create_project('Tracker', path: 'tracker', namespace_id: group.id)
expect(project.path_with_namespace, 'rb/tracker', 'project path')
done 'projects'

gl.create_group_label(group.id, 'priority::high', '#ff0000')
gl.create_group_label(group.id, 'old-group', '#000000')
edited = gl.edit_group_label(group.id, 'old-group', new_name: 'team', color: '#00aa00')
expect([edited.name, edited.color], ['team', '#00aa00'], 'group label update by name')
gl.create_label(project.id, 'bug', '#d9534f', priority: 1)
prio = gl.edit_label(project.id, 'bug', priority: 0)
expect(prio.priority, 0, 'priority-only update')
renamed = gl.edit_label(project.id, 'bug', new_name: 'defect', description: 'Broken')
expect([renamed.name, renamed.description, renamed.priority], ['defect', 'Broken', 0], 'rename')
gl.create_label(project.id, 'doomed', '#123456')
gl.delete_label(project.id, 'doomed')
gl.delete_group_label(group.id, 'team')
names = gl.labels(project.id).map(&:name)
expect(names, ['defect', 'priority::high'], 'project labels with the group ones')
done 'labels'

milestone = gl.create_milestone(project.id, 'v1.0', due_date: '2027-06-30')
gl.edit_milestone(project.id, milestone.id, description: 'First release')
got = gl.milestone(project.id, milestone.id)
expect([got.title, got.due_date, got.description], ['v1.0', '2027-06-30', 'First release'], 'milestone')
done 'milestones'

first = gl.create_issue(project.id, 'Login fails',
                        description: 'Steps to reproduce', labels: 'defect,priority::high',
                        assignee_ids: [me.id], milestone_id: milestone.id)
expect(first.labels, ['defect', 'priority::high'], 'comma labels in a form body')
expect([first.assignees.map(&:username), first.milestone.title], [['root'], 'v1.0'], 'metadata')
second = gl.create_issue(project.id, 'Slow page', labels: ['ux,defect'], assignee_ids: me.id.to_s)
expect([second.labels, second.assignees.map(&:username)], [['defect', 'ux'], ['root']], 'lists')
updated = gl.edit_issue(project.id, first.iid, add_labels: 'ux', remove_labels: 'priority::high',
                                               title: 'Login fails on Safari')
expect([updated.title, updated.labels], ['Login fails on Safari', ['defect', 'ux']], 'edit')
gl.close_issue(project.id, second.iid)
open_defects = gl.issues(project.id, labels: 'defect', state: 'opened').map(&:iid)
expect(open_defects, [first.iid], 'open issues with a label')
closed = gl.issues(project.id, state: 'closed').map(&:title)
expect(closed, ['Slow page'], 'closed issues')
gl.reopen_issue(project.id, second.iid)
expect(gl.issue(project.id, second.iid).state, 'opened', 'reopened')
done 'issues'

gl.create_issue_note(project.id, first.iid, 'Seen on **Safari 17**')
gl.create_issue_note(project.id, first.iid, 'Fixed in main')
bodies = gl.issue_notes(project.id, first.iid, sort: 'asc').reject(&:system).map(&:body)
expect(bodies, ['Seen on **Safari 17**', 'Fixed in main'], 'comments')
done 'notes'
