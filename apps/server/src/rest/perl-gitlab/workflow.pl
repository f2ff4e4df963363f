#!/usr/bin/perl
# Perl's GitLab::API::v4 (Debian's libgitlab-api-v4-perl 0.26, unmodified) drives Cairn over real
# HTTP, with the calls a team's scripts make. It sends JSON bodies, with strings where a script
# holds strings ("assignee_ids": "4"), and names labels in the body of PUT/DELETE .../labels.
#
# Usage: perl workflow.pl BASE_URL TOKEN
#
# Prints one line per area once its checks pass; the first failed check dies, so the script
# exits non-zero.
use strict;
use warnings;
use GitLab::API::v4;
use JSON::PP;

my ($url, $token) = @ARGV;
my $json = JSON::PP->new->canonical;

sub expect {
    my ($actual, $expected, $what) = @_;
    my ($a, $e) = map { $json->encode([$_]) } $actual, $expected;
    die "$what: expected $e, got $a\n" unless $a eq $e;
}

sub done { print "$_[0]\n"; }

my $api = GitLab::API::v4->new(url => "$url/api/v4", private_token => $token, retries => 0);

my $me = $api->current_user();
expect([$me->{username}, $me->{avatar_url}], ['root', "$url/-/avatars/root.svg"], 'current user');
my $bad = GitLab::API::v4->new(url => "$url/api/v4", private_token => 'nope', retries => 0);
eval { $bad->current_user(); 1 } and die "a wrong token: the call succeeded\n";
expect(($@ =~ /\b401\b/ ? 401 : "$@"), 401, 'a wrong token');
done('auth');

$api->create_group({ name => 'Perl team', path => 'pl', visibility => 'public' });  # answers nothing
my $group = $api->group('pl');
my $project = $api->create_project({ name => 'Tracker', path => 'tracker',
                                     namespace_id => $group->{id} });
my $pid = $project->{id};
expect($project->{path_with_namespace}, 'pl/tracker', 'project path');
done('projects');

$api->create_label($pid, { name => 'bug', color => '#d9534f', priority => '2' });
$api->create_label($pid, { name => 'doomed', color => '#000000' });
my $edited = $api->edit_label($pid, { name => 'bug', new_name => 'defect', priority => '1' });
expect([$edited->{name}, $edited->{priority}], ['defect', 1], 'update by name in the body');
my $cleared = $api->edit_label($pid, { label_id => $edited->{id}, priority => undef });
expect($cleared->{priority}, undef, 'priority cleared by label_id');
$api->delete_label($pid, { name => 'doomed' });
expect([map { $_->{name} } @{ $api->labels($pid) }], ['defect'], 'labels after a delete');
done('labels');

my $m = $api->create_project_milestone($pid, { title => 'Sprint 1', due_date => '2027-02-01' });
$api->edit_project_milestone($pid, $m->{id}, { description => 'Two weeks' });
my $got = $api->project_milestone($pid, $m->{id});
expect([$got->{title}, $got->{description}], ['Sprint 1', 'Two weeks'], 'milestone');
done('milestones');

my $issue = $api->create_issue($pid, { title => 'Crash on start', labels => 'defect,urgent',
                                       assignee_ids => "$me->{id}", milestone_id => $m->{id} });
expect([$issue->{labels}, [map { $_->{username} } @{ $issue->{assignees} }]],
       [['defect', 'urgent'], ['root']], 'labels and a string assignee_ids');
my $other = $api->create_issue($pid, { title => 'Typo', assignee_ids => [$me->{id}] });
my $updated = $api->edit_issue($pid, $issue->{iid},
                               { add_labels => 'triaged', remove_labels => 'urgent',
                                 description => 'Since 2.1' });
expect([$updated->{labels}, $updated->{description}], [['defect', 'triaged'], 'Since 2.1'],
       'add and remove labels');
$api->edit_issue($pid, $other->{iid}, { state_event => 'close' });
expect([map { $_->{title} } @{ $api->issues($pid, { state => 'closed' }) }], ['Typo'], 'closed');
expect([map { $_->{iid} } @{ $api->issues($pid, { labels => 'triaged' }) }], [$issue->{iid}],
       'issues by label');
done('issues');

$api->create_issue_note($pid, $issue->{iid}, { body => 'Reproduced on 2.1.3' });
my @notes = grep { !$_->{system} } @{ $api->issue_notes($pid, $issue->{iid}) };
expect([map { $_->{body} } @notes], ['Reproduced on 2.1.3'], 'comments');
done('notes');
