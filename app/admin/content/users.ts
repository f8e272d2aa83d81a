import type { Bilingual } from "../../lib/language.ts";

// the users screen and the user forms the dashboard shares with it (SPEC.md sections 2 and 8)

interface AdminUsersCopy {
  title: string;
  subtitle: string;
  addUser: string;
  stats: {
    label: string;
    total: string;
    active: string;
    activeDetail: string;
    administrators: string;
    administratorsDetail: string;
    recentLogins: string;
    recentLoginsDetail: string;
  };
  table: {
    heading: string;
    caption: string;
    user: string;
    role: string;
    status: string;
    created: string;
    lastLogin: string;
    actions: string;
    you: string;
    empty: string;
    noMatches: string;
    loading: string;
  };
  actions: { edit: string; password: string; delete: string };
  reasons: { superAdminOnly: string; notSelfDelete: string; notSelfDeactivate: string };
  form: {
    loginName: string;
    loginNameHint: string;
    loginNameReadOnly: string;
    userName: string;
    email: string;
    emailHint: string;
    password: string;
    passwordHint: string;
    newPassword: string;
    confirmPassword: string;
    role: string;
    status: string;
    passwordFor: string;
    ownPasswordNote: string;
    currentPassword: string;
  };
  modals: {
    addTitle: string;
    editTitle: string;
    passwordTitle: string;
    deleteTitle: string;
    create: string;
    creating: string;
    save: string;
    changePassword: string;
    changingPassword: string;
    delete: string;
  };
  confirmDelete: string;
  // two-factor sign-in in the list, and a Super Admin's reset of someone else's
  twoFactor: { badge: string; reset: string; resetTitle: string; confirmReset: string; resetFailed: string };
  // a Super Admin ends every session of someone else (a lost laptop, a leaver)
  sessions: { end: string; endTitle: string; confirmEnd: string; endFailed: string };
  // staff invited by e-mail (issue 35): the invitation form and the pending invitations
  invitations: {
    invite: string;
    title: string;
    intro: string;
    loginNameHint: string;
    send: string;
    sending: string;
    heading: string;
    caption: string;
    person: string;
    status: string;
    invited: string;
    expired: string;
    expires: string;
    resend: string;
    cancel: string;
    cancelTitle: string;
    confirmCancel: string;
    keep: string;
    fetchFailed: string;
    sendFailed: string;
    cancelFailed: string;
  };
  toast: {
    fetchFailed: string;
    added: string;
    addFailed: string;
    updated: string;
    updateFailed: string;
    passwordChanged: string;
    passwordFailed: string;
    passwordsDiffer: string;
    deleted: string;
    deleteFailed: string;
  };
}

export const adminUsers: Bilingual<AdminUsersCopy> = {
  vi: {
    title: "Người dùng",
    subtitle: "Quản lý tài khoản của nhân viên được phép vào trang quản trị.",
    addUser: "Thêm người dùng",
    stats: {
      label: "Thống kê người dùng",
      total: "Tổng số người dùng",
      active: "Đang hoạt động",
      activeDetail: "{{count}} ngừng hoạt động",
      administrators: "Quản trị cấp cao",
      administratorsDetail: "Tài khoản có toàn quyền",
      recentLogins: "Đăng nhập gần đây",
      recentLoginsDetail: "Trong 7 ngày qua",
    },
    table: {
      heading: "Danh sách người dùng",
      caption: "Người dùng quản trị với vai trò, trạng thái và thao tác",
      user: "Người dùng",
      role: "Vai trò",
      status: "Trạng thái",
      created: "Ngày tạo",
      lastLogin: "Đăng nhập lần cuối",
      actions: "Thao tác",
      you: "Tôi",
      empty: "Chưa có người dùng nào.",
      noMatches: "Không có người dùng nào khớp với từ khóa tìm kiếm.",
      loading: "Đang tải danh sách người dùng…",
    },
    actions: {
      edit: "Sửa {{name}}",
      password: "Đổi mật khẩu của {{name}}",
      delete: "Xóa {{name}}",
    },
    reasons: {
      superAdminOnly: "Chỉ Quản trị cấp cao mới được thay đổi hoặc xóa Quản trị cấp cao.",
      notSelfDelete: "Không thể xóa tài khoản đang đăng nhập.",
      notSelfDeactivate: "Không thể vô hiệu hóa tài khoản đang đăng nhập.",
    },
    form: {
      loginName: "Tên đăng nhập",
      loginNameHint: "3 đến 50 ký tự: chữ cái, chữ số, dấu chấm, gạch dưới, @ hoặc gạch ngang.",
      loginNameReadOnly: "Không thể đổi tên đăng nhập sau khi đã tạo tài khoản.",
      userName: "Họ và tên",
      email: "E-mail",
      emailHint: "Không bắt buộc. Khi được giao một khách hàng tiềm năng, người này nhận e-mail báo tin.",
      password: "Mật khẩu",
      passwordHint: "Ít nhất 8 ký tự; không dùng mật khẩu phổ biến, dãy phím, ngày tháng hay tên của người dùng.",
      newPassword: "Mật khẩu mới",
      confirmPassword: "Xác nhận mật khẩu mới",
      role: "Vai trò",
      status: "Trạng thái",
      passwordFor: "Đặt mật khẩu mới cho {{name}} ({{login}}).",
      ownPasswordNote:
        "Đây là tài khoản đang đăng nhập: nhập mật khẩu hiện tại để xác nhận; sau khi đổi, mọi phiên đăng nhập kết thúc và cần đăng nhập lại.",
      currentPassword: "Mật khẩu hiện tại",
    },
    modals: {
      addTitle: "Thêm người dùng mới",
      editTitle: "Sửa người dùng",
      passwordTitle: "Đổi mật khẩu",
      deleteTitle: "Xóa người dùng",
      create: "Thêm người dùng",
      creating: "Đang thêm…",
      save: "Lưu thay đổi",
      changePassword: "Đổi mật khẩu",
      changingPassword: "Đang đổi mật khẩu…",
      delete: "Xóa người dùng",
    },
    confirmDelete: "Xóa người dùng {{name}}? Thao tác này không thể hoàn tác.",
    twoFactor: {
      badge: "Xác thực hai lớp",
      reset: "Tắt xác thực hai lớp của {{name}}",
      resetTitle: "Tắt xác thực hai lớp",
      confirmReset:
        "Tắt xác thực hai lớp của {{name}}? Người này sẽ bị đăng xuất khỏi mọi thiết bị và đăng nhập lại chỉ bằng mật khẩu, rồi có thể bật lại với điện thoại mới.",
      resetFailed: "Không tắt được xác thực hai lớp",
    },
    sessions: {
      end: "Đăng xuất {{name}} khỏi mọi thiết bị",
      endTitle: "Đăng xuất khỏi mọi thiết bị",
      confirmEnd:
        "Kết thúc mọi phiên đăng nhập của {{name}}? Người này sẽ bị đăng xuất ngay trên mọi thiết bị và phải đăng nhập lại.",
      endFailed: "Không kết thúc được các phiên đăng nhập",
    },
    invitations: {
      invite: "Mời qua e-mail",
      title: "Mời nhân viên mới",
      intro:
        "Người được mời nhận e-mail có liên kết để tự đặt mật khẩu, không cần ai khác biết mật khẩu. Liên kết chỉ dùng được một lần, trong 72 giờ.",
      loginNameHint: "Không bắt buộc: để trống thì tên đăng nhập là địa chỉ e-mail.",
      send: "Gửi lời mời",
      sending: "Đang gửi…",
      heading: "Lời mời đang chờ",
      caption: "Những người đã được mời nhưng chưa đặt mật khẩu, với vai trò, hạn của liên kết và thao tác",
      person: "Người được mời",
      status: "Trạng thái",
      invited: "Đã mời",
      expired: "Hết hạn",
      expires: "Hiệu lực đến",
      resend: "Gửi lại lời mời cho {{name}}",
      cancel: "Hủy lời mời của {{name}}",
      cancelTitle: "Hủy lời mời",
      confirmCancel: "Hủy lời mời của {{name}}? Liên kết đã gửi sẽ không dùng được nữa.",
      keep: "Giữ lời mời",
      fetchFailed: "Không tải được danh sách lời mời",
      sendFailed: "Không gửi được lời mời",
      cancelFailed: "Không hủy được lời mời",
    },
    toast: {
      fetchFailed: "Không tải được danh sách người dùng",
      added: "Đã thêm người dùng",
      addFailed: "Không thêm được người dùng",
      updated: "Đã cập nhật người dùng",
      updateFailed: "Không cập nhật được người dùng",
      passwordChanged: "Đã đổi mật khẩu",
      passwordFailed: "Không đổi được mật khẩu",
      passwordsDiffer: "Mật khẩu không khớp",
      deleted: "Đã xóa người dùng",
      deleteFailed: "Không xóa được người dùng",
    },
  },
  en: {
    title: "Users",
    subtitle: "Manage the staff accounts that can sign in to the back office.",
    addUser: "Add user",
    stats: {
      label: "User statistics",
      total: "Total users",
      active: "Active",
      activeDetail: "{{count}} inactive",
      administrators: "Super Admins",
      administratorsDetail: "Accounts with full access",
      recentLogins: "Recent sign-ins",
      recentLoginsDetail: "In the last 7 days",
    },
    table: {
      heading: "All users",
      caption: "Admin users with their role, status and actions",
      user: "User",
      role: "Role",
      status: "Status",
      created: "Created",
      lastLogin: "Last sign-in",
      actions: "Actions",
      you: "You",
      empty: "There are no users yet.",
      noMatches: "No users match your search.",
      loading: "Loading users…",
    },
    actions: {
      edit: "Edit {{name}}",
      password: "Change password for {{name}}",
      delete: "Delete {{name}}",
    },
    reasons: {
      superAdminOnly: "Only a Super Admin can change or delete a Super Admin.",
      notSelfDelete: "You cannot delete your own account.",
      notSelfDeactivate: "You cannot deactivate your own account.",
    },
    form: {
      loginName: "Username",
      loginNameHint: "3 to 50 letters, digits, dots, underscores, @ or hyphens.",
      loginNameReadOnly: "The username cannot be changed after the account is created.",
      userName: "Full name",
      email: "E-mail",
      emailHint: "Optional. When a lead is assigned to this person, they get an e-mail about it.",
      password: "Password",
      passwordHint: "At least 8 characters; not a common password, a keyboard pattern, a date or the person's name.",
      newPassword: "New password",
      confirmPassword: "Confirm new password",
      role: "Role",
      status: "Status",
      passwordFor: "Set a new password for {{name}} ({{login}}).",
      ownPasswordNote:
        "This is your own account: enter your current password to confirm. Every session then ends and you sign in again.",
      currentPassword: "Current password",
    },
    modals: {
      addTitle: "Add new user",
      editTitle: "Edit user",
      passwordTitle: "Change password",
      deleteTitle: "Delete user",
      create: "Add user",
      creating: "Adding…",
      save: "Save changes",
      changePassword: "Change password",
      changingPassword: "Changing password…",
      delete: "Delete user",
    },
    confirmDelete: "Delete the user {{name}}? This cannot be undone.",
    twoFactor: {
      badge: "Two-factor",
      reset: "Turn off two-factor sign-in for {{name}}",
      resetTitle: "Turn off two-factor sign-in",
      confirmReset:
        "Turn off two-factor sign-in for {{name}}? They are signed out everywhere, sign in with their password alone, and can turn it on again with a new phone.",
      resetFailed: "Could not turn off two-factor sign-in",
    },
    sessions: {
      end: "Log {{name}} out on every device",
      endTitle: "Sign out on every device",
      confirmEnd: "End every session of {{name}}? They are signed out at once on every device and must sign in again.",
      endFailed: "Could not end the sessions",
    },
    invitations: {
      invite: "Invite by e-mail",
      title: "Invite a new staff member",
      intro:
        "They get an e-mail with a link to choose their own password, which nobody else needs to know. The link works once, for 72 hours.",
      loginNameHint: "Optional: left empty, the username is the e-mail address.",
      send: "Send invitation",
      sending: "Sending…",
      heading: "Pending invitations",
      caption: "People invited who have not chosen a password yet, with their role, the link's expiry and actions",
      person: "Invited",
      status: "Status",
      invited: "Invited",
      expired: "Expired",
      expires: "Valid until",
      resend: "Re-send the invitation to {{name}}",
      cancel: "Cancel the invitation to {{name}}",
      cancelTitle: "Cancel invitation",
      confirmCancel: "Cancel the invitation to {{name}}? The link already sent stops working.",
      keep: "Keep invitation",
      fetchFailed: "Failed to fetch the invitations",
      sendFailed: "Failed to send the invitation",
      cancelFailed: "Failed to cancel the invitation",
    },
    toast: {
      fetchFailed: "Failed to fetch users",
      added: "User added successfully",
      addFailed: "Failed to add user",
      updated: "User updated successfully",
      updateFailed: "Failed to update user",
      passwordChanged: "Password changed successfully",
      passwordFailed: "Failed to change password",
      passwordsDiffer: "Passwords do not match",
      deleted: "User deleted successfully",
      deleteFailed: "Failed to delete user",
    },
  },
};
